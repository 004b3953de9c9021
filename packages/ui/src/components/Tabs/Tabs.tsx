// Tabs built on react-aria's hooks (useTabList, useTab, useTabPanel) and react-stately's tab state,
// with react-aria-components' compound API (Tabs > TabList > Tab, TabPanel).
//
// Why not react-aria-components' <Tabs>: its collection is rendered one way on the server and
// rebuilt through a portal once the page has hydrated, so every tab is unmounted and mounted again
// in a synchronous render right after hydration — a 30 ms long task on the home page (measured
// with `npm run bench -- --explain`). Here the collection is built from the <Tab> elements the same
// way on both sides: hydration changes nothing, and the behaviour (roving focus, arrow keys,
// Home/End, automatic activation, disabled tabs, focus ring, ARIA ids) is react-aria's own.
//
// Before hydration, a tap on a tab switches the prerendered tabs at once: the page inlines
// `tabsBeforeHydrationScript()` (tabs-script.ts), which moves the selection and the panel's ARIA
// attributes exactly as this component would render them, until the tabs mark themselves live
// (`data-tabs-live`) or the page's code says it owns them (the script's `ownedBy`: a page whose root
// starts hydrating them before that commit). The page then hydrates them with that tab as `defaultSelectedKey`
// (`prerenderedSelectedKey`): the tab chosen before stays chosen, and the markup matches.
//
// Without JavaScript a tab cannot be selected, so every panel is in the HTML: the panels of the
// tabs not selected are hidden while scripting is on (the default of Tabs.css.ts; `@media
// (scripting: none)` shows them), and with scripting off the list of tabs gives way to every panel, one under
// the other, each under its tab's label as a heading. The same markup either way, so hydration
// changes nothing.
import { Children, createContext, isValidElement, useContext, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react'
import { mergeProps, useFocusRing, useHover, useTab, useTabList, useTabPanel } from 'react-aria'
import { Item, useTabListState, type TabListState } from 'react-stately'
import * as styles from './Tabs.css'
import { clsx } from 'clsx/lite'

/**
 * A tab's key. Strings only: the collection is keyed by the <Item>s' React keys, which React turns
 * into strings, so a numeric id would never match its own tab or panel.
 */
export type Key = string

type TabsContextValue = {
  state: TabListState<object>
  tabs: ReadonlyMap<Key, TabProps>
  keyboardActivation: 'automatic' | 'manual'
  panelHeadingLevel: 2 | 3 | 4
}
const TabsContext = createContext<TabsContextValue | null>(null)

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext)
  if (!context) throw new Error(`<${component}> must be rendered inside <Tabs>.`)
  return context
}

export type TabsProps = {
  /** Un `<TabList>` et les `<TabPanel>`, dans n’importe quel ordre. */
  children?: ReactNode
  /** L’onglet sélectionné au départ ; à défaut, le premier onglet actif. */
  defaultSelectedKey?: Key
  /** L’onglet sélectionné, quand le parent le contrôle. */
  selectedKey?: Key
  /** Appelée avec la clé de l’onglet nouvellement sélectionné. */
  onSelectionChange?: (key: Key) => void
  /** Les onglets qui ne peuvent pas être sélectionnés (les flèches les sautent). */
  disabledKeys?: Iterable<Key>
  /** Désactive tous les onglets. */
  isDisabled?: boolean
  /** Sélection au focus (`automatic`) ou sur Entrée et Espace (`manual`). */
  keyboardActivation?: 'automatic' | 'manual'
  /**
   * Niveau du titre de chaque panneau, affiché seulement sans JavaScript (tous les panneaux l’un sous
   * l’autre, chacun sous le libellé de son onglet).
   */
  panelHeadingLevel?: 2 | 3 | 4
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

/** The <Tab> elements declared in the <TabList> among `children`, in order. */
function declaredTabs(children: ReactNode): ReactElement<TabProps>[] {
  const list = Children.toArray(children).find((child): child is ReactElement<TabListProps> => isValidElement(child) && child.type === TabList)
  if (!list) return []
  return Children.toArray(list.props.children).filter((child): child is ReactElement<TabProps> => isValidElement(child) && child.type === Tab)
}

/**
 * Des vues à onglets. Le premier onglet est sélectionné, sauf si `defaultSelectedKey` ou `selectedKey` en
 * décide autrement ; les flèches déplacent la sélection (Début et Fin vont aux extrémités) ; la sélection est
 * un état local. Sans JavaScript, tous les panneaux s’affichent l’un sous l’autre, chacun sous son titre.
 */
export function Tabs({
  children,
  className,
  keyboardActivation = 'automatic',
  panelHeadingLevel = 3,
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
  const root = useRef<HTMLDivElement>(null)
  // From the commit that makes react-aria's handlers live, the page's script leaves the tabs alone.
  useLayoutEffect(() => root.current?.setAttribute('data-tabs-live', ''), [])
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
    <TabsContext.Provider value={{ state, tabs, keyboardActivation, panelHeadingLevel }}>
      <div ref={root} className={clsx(styles.tabs, className)} data-orientation="horizontal" data-tabs="">
        {children}
      </div>
    </TabsContext.Provider>
  )
}

export type TabListProps = {
  /** Les `<Tab>`. */
  children: ReactNode
  /** Position des onglets à partir des tablettes ; sur téléphone, la liste défile toujours depuis le début. */
  align?: 'center' | 'start'
  'aria-label'?: string
  'aria-labelledby'?: string
  /** Classe CSS ajoutée à la liste, pour la mise en page du parent. */
  className?: string
}

/**
 * La rangée d’onglets. Exige un `aria-label` (ou `aria-labelledby`). Quand les onglets ne tiennent pas sur
 * la largeur, la rangée défile horizontalement depuis le début, un fondu au bord indiquant la suite.
 */
export function TabList({ align = 'center', className, 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledby }: TabListProps) {
  // The <Tab> children are declarations: <Tabs> read them to build the collection rendered here.
  const { state, tabs, keyboardActivation } = useTabsContext('TabList')
  const ref = useRef<HTMLDivElement>(null)
  const { tabListProps } = useTabList({ 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledby, keyboardActivation, orientation: 'horizontal' }, state, ref)
  return (
    <div {...tabListProps} ref={ref} data-align={align} data-orientation="horizontal" className={clsx(styles.tabList, className)}>
      {[...state.collection].map((item) => (
        <TabItem key={item.key} itemKey={String(item.key)} state={state} {...tabs.get(String(item.key))!} />
      ))}
    </div>
  )
}

export type TabProps = {
  /** La clé de l’onglet, partagée avec son `<TabPanel>`. */
  id: Key
  /** Le libellé. */
  children: ReactNode
  /** Icône décorative avant le libellé. */
  icon?: ReactNode
  className?: string
}

/** Un onglet, déclaré dans `<TabList>` (la liste le rend). */
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
      className={clsx(styles.tab, className)}
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
  /** La clé de l’onglet auquel il appartient. */
  id: Key
  children: ReactNode
  className?: string
}

/**
 * Le contenu d’un onglet. Seul le panneau de l’onglet sélectionné est affiché ; les autres sont dans le HTML,
 * masqués, et s’affichent quand JavaScript est désactivé.
 */
export function TabPanel({ id, children, className }: TabPanelProps) {
  const { state, tabs, panelHeadingLevel } = useTabsContext('TabPanel')
  const ref = useRef<HTMLDivElement>(null)
  const selected = state.selectedKey === id
  // Called for every panel, used by the selected one only: each panel stays the same element, and its
  // content the same nodes, whichever tab is selected (a tab switch changes attributes, it does not
  // build two panels again).
  const { tabPanelProps } = useTabPanel({ id }, state, ref)
  const { focusProps, isFocusVisible } = useFocusRing()
  return (
    <div
      {...(selected ? mergeProps(tabPanelProps, focusProps) : {})}
      ref={ref}
      className={clsx(styles.tabPanel, className)}
      data-inactive={selected ? undefined : ''}
      data-panel-key={id}
      data-focus-visible={(selected && isFocusVisible) || undefined}
    >
      <PanelHeading level={panelHeadingLevel}>{tabs.get(id)?.children}</PanelHeading>
      {children}
    </div>
  )
}

/** The tab's label over its panel, shown only when scripting is off (the tabs are hidden then). */
function PanelHeading({ level, children }: { level: 2 | 3 | 4; children: ReactNode }) {
  const Heading = `h${level}` as const
  return <Heading className={styles.panelHeading}>{children}</Heading>
}
