// Tabs built on react-aria's hooks (useTabList, useTab, useTabPanel) and react-stately's tab state,
// with react-aria-components' compound API (Tabs > TabList > Tab, TabPanel).
//
// Why not react-aria-components' <Tabs>: its collection is rendered one way on the server and
// rebuilt through a portal once the page has hydrated, so every tab is unmounted and mounted again
// in a synchronous render right after hydration — a 30 ms long task on the home page (measured
// with `npm run bench -- --explain`). Here the collection is built from the <Tab> elements the same
// way on both sides: hydration changes nothing, and the behaviour (roving focus, arrow keys,
// Home/End, automatic activation, disabled tabs, focus ring, ARIA ids) is react-aria's own.
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useRef,
  type ReactElement,
  type ReactNode,
} from 'react'
import { mergeProps, useFocusRing, useHover, useTab, useTabList, useTabPanel } from 'react-aria'
import { Item, useTabListState, type TabListState } from 'react-stately'
import * as styles from './Tabs.css'

/**
 * A tab's key. Strings only: the collection is keyed by the <Item>s' React keys, which React turns
 * into strings, so a numeric id would never match its own tab or panel.
 */
export type Key = string

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ') || undefined

type TabsContextValue = {
  state: TabListState<object>
  tabs: ReadonlyMap<Key, TabProps>
  keyboardActivation: 'automatic' | 'manual'
}
const TabsContext = createContext<TabsContextValue | null>(null)

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext)
  if (!context) throw new Error(`<${component}> must be rendered inside <Tabs>.`)
  return context
}

export type TabsProps = {
  /** A <TabList> and the <TabPanel>s, in any order. */
  children?: ReactNode
  /** The tab selected at first. @default the first enabled tab */
  defaultSelectedKey?: Key
  /** The selected tab, when the parent controls it. */
  selectedKey?: Key
  /** Called with the key of the newly selected tab. */
  onSelectionChange?: (key: Key) => void
  /** Tabs that cannot be selected (skipped by the arrow keys). */
  disabledKeys?: Iterable<Key>
  /** Disable every tab. */
  isDisabled?: boolean
  /** Select on focus ('automatic') or on Enter/Space ('manual'). @default 'automatic' */
  keyboardActivation?: 'automatic' | 'manual'
  className?: string
}

/** The <Tab> elements declared in the <TabList> among `children`, in order. */
function declaredTabs(children: ReactNode): ReactElement<TabProps>[] {
  const list = Children.toArray(children).find(
    (child): child is ReactElement<TabListProps> => isValidElement(child) && child.type === TabList,
  )
  if (!list) return []
  return Children.toArray(list.props.children).filter(
    (child): child is ReactElement<TabProps> => isValidElement(child) && child.type === Tab,
  )
}

/**
 * Tabbed views. The first tab is selected unless `defaultSelectedKey`/`selectedKey` says otherwise;
 * arrow keys move the selection (Home/End jump to the ends); selection is local state.
 */
export function Tabs({
  children,
  className,
  keyboardActivation = 'automatic',
  defaultSelectedKey,
  onSelectionChange,
  ...stateProps
}: TabsProps) {
  const declared = declaredTabs(children)
  const tabs = new Map<Key, TabProps>(declared.map((tab) => [tab.props.id, tab.props]))
  // The first enabled tab is chosen here rather than by react-stately's effect after mounting, so
  // the server HTML already holds the selected tab and its panel.
  const disabled = new Set(stateProps.disabledKeys ?? [])
  const firstEnabled = stateProps.isDisabled ? undefined : declared.find((tab) => !disabled.has(tab.props.id))?.props.id
  const state = useTabListState<object>({
    ...stateProps,
    defaultSelectedKey: defaultSelectedKey ?? firstEnabled,
    onSelectionChange: onSelectionChange && ((key) => onSelectionChange(String(key))),
    children: declared.map((tab) => (
      <Item key={tab.props.id} textValue={typeof tab.props.children === 'string' ? tab.props.children : undefined}>
        {tab.props.children}
      </Item>
    )),
  })
  return (
    <TabsContext.Provider value={{ state, tabs, keyboardActivation }}>
      <div className={join(styles.tabs, className)} data-orientation="horizontal">
        {children}
      </div>
    </TabsContext.Provider>
  )
}

export type TabListProps = {
  /** The <Tab>s. */
  children: ReactNode
  /** Where the tabs sit from tablets up; phones always scroll from the start. @default 'center' */
  align?: 'center' | 'start'
  'aria-label'?: string
  'aria-labelledby'?: string
  className?: string
}

/** The row of tabs. Requires an `aria-label` (or `aria-labelledby`). Scrolls sideways on phones. */
export function TabList({ align = 'center', className, 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledby }: TabListProps) {
  // The <Tab> children are declarations: <Tabs> read them to build the collection rendered here.
  const { state, tabs, keyboardActivation } = useTabsContext('TabList')
  const ref = useRef<HTMLDivElement>(null)
  const { tabListProps } = useTabList(
    { 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledby, keyboardActivation, orientation: 'horizontal' },
    state,
    ref,
  )
  return (
    <div {...tabListProps} ref={ref} data-align={align} data-orientation="horizontal" className={join(styles.tabList, className)}>
      {[...state.collection].map((item) => (
        <TabItem key={item.key} itemKey={String(item.key)} state={state} {...tabs.get(String(item.key))!} />
      ))}
    </div>
  )
}

export type TabProps = {
  /** The tab's key, shared with its <TabPanel>. */
  id: Key
  /** The label. */
  children: ReactNode
  /** Decorative icon before the label. */
  icon?: ReactNode
  className?: string
}

/** One tab, declared inside <TabList> (the list renders it). */
export function Tab(_props: TabProps): ReactNode {
  return null
}

function TabItem({ itemKey, state, icon, children, className }: TabProps & { itemKey: Key; state: TabListState<object> }) {
  const ref = useRef<HTMLDivElement>(null)
  const { tabProps, isSelected, isDisabled, isPressed } = useTab({ key: itemKey }, state, ref)
  const { focusProps, isFocusVisible } = useFocusRing()
  const { hoverProps, isHovered } = useHover({ isDisabled })
  return (
    <div
      {...mergeProps(tabProps, focusProps, hoverProps)}
      // Until react-stately's effect gives focus to the selected tab (after hydration), every tab
      // would be out of the Tab order: the prerendered page keeps the selected one reachable.
      tabIndex={state.selectionManager.focusedKey == null && isSelected ? 0 : tabProps.tabIndex}
      ref={ref}
      // react-aria finds the focused tab by its key (to scroll it into view).
      data-key={itemKey}
      className={join(styles.tab, className)}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {icon && (
        <span className={styles.tabIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </div>
  )
}

export type TabPanelProps = {
  /** The key of the tab it belongs to. */
  id: Key
  children: ReactNode
  className?: string
}

/** The content of one tab; only the selected tab's panel is rendered. */
export function TabPanel(props: TabPanelProps) {
  const { state } = useTabsContext('TabPanel')
  return state.selectedKey === props.id ? <SelectedTabPanel {...props} state={state} /> : null
}

function SelectedTabPanel({ id, children, className, state }: TabPanelProps & { state: TabListState<object> }) {
  const ref = useRef<HTMLDivElement>(null)
  const { tabPanelProps } = useTabPanel({ id }, state, ref)
  const { focusProps, isFocusVisible } = useFocusRing()
  return (
    <div
      {...mergeProps(tabPanelProps, focusProps)}
      ref={ref}
      className={join(styles.tabPanel, className)}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </div>
  )
}
