import type { ReactNode } from 'react'
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components'
import * as styles from './Tabs.css'

const join = (base: string) => (cls?: string) => [base, cls].filter(Boolean).join(' ')

export type TabsProps = AriaTabsProps

/**
 * Tabbed views. The first tab is selected unless `defaultSelectedKey`/`selectedKey` says otherwise;
 * arrow keys move the selection (Home/End jump to the ends); selection is local state.
 */
export function Tabs({ className, ...rest }: TabsProps) {
  return <AriaTabs {...rest} className={composeRenderProps(className, join(styles.tabs))} />
}

export type TabListProps<T extends object> = AriaTabListProps<T> & {
  /** Where the tabs sit from tablets up; phones always scroll from the start. @default 'center' */
  align?: 'center' | 'start'
}

/** The row of tabs. Requires an `aria-label` (or `aria-labelledby`). Scrolls sideways on phones. */
export function TabList<T extends object>({ className, align = 'center', ...rest }: TabListProps<T>) {
  return <AriaTabList {...rest} data-align={align} className={composeRenderProps(className, join(styles.tabList))} />
}

export type TabProps = AriaTabProps & {
  /** Decorative icon before the label. */
  icon?: ReactNode
}

export function Tab({ className, icon, children, ...rest }: TabProps) {
  return (
    <AriaTab {...rest} className={composeRenderProps(className, join(styles.tab))}>
      {composeRenderProps(children, (content) => (
        <>
          {icon && (
            <span className={styles.tabIcon} aria-hidden="true">
              {icon}
            </span>
          )}
          {content}
        </>
      ))}
    </AriaTab>
  )
}

export type TabPanelProps = AriaTabPanelProps

export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <AriaTabPanel {...rest} className={composeRenderProps(className, join(styles.tabPanel))} />
}
