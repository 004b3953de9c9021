// Tabs that switch on the first tap before hydration (see Tabs.tsx): the page inlines this script's
// source once; it listens on the document, so it can run anywhere before the tabs are tapped.

export type TabsBeforeHydrationOptions = {
  /**
   * A CSS selector that marks prerendered tabs as the page's code's from then on: once the tabs are
   * inside an element it matches (or match it themselves), the script leaves them alone, as it does
   * once they are live. For a page whose code takes the markup before the tabs' own commit (a root
   * that starts hydrating them): what that code reads as it hydrates must not change under it.
   */
  ownedBy?: string
}

/**
 * The behaviour: on a tap on a tab of prerendered tabs that are not live yet (nor owned, see
 * `ownedBy`), the tab becomes the selected one and its panel the shown one, with the attributes Tabs
 * renders for them (so that hydration with that tab selected matches). ES2017, no imports, and it
 * must never throw. Returns what removes its listener (the page never calls it; tests do).
 */
export function selectTabsBeforeHydration(win: Window & typeof globalThis, options: TabsBeforeHydrationOptions = {}) {
  const ownedBy = options.ownedBy
  const onClick = (event: MouseEvent) => {
    const target = event.target
    if (!(target instanceof win.Element)) return
    const tab = target.closest('[role="tab"]')
    const tabs = tab && tab.closest('[data-tabs]')
    if (!tab || !tabs || tabs.hasAttribute('data-tabs-live')) return
    if (ownedBy && tabs.closest(ownedBy)) return
    if (tab.getAttribute('aria-selected') === 'true' || tab.hasAttribute('data-disabled')) return
    const key = tab.getAttribute('data-key')
    const previous = tabs.querySelector('[role="tab"][aria-selected="true"]')
    const previousKey = previous && previous.getAttribute('data-key')
    const shown = tabs.querySelector('[role="tabpanel"]')
    let panel: Element | null = null
    for (const candidate of Array.from(tabs.querySelectorAll('[data-panel-key]'))) {
      if (candidate.getAttribute('data-panel-key') === key) panel = candidate
    }
    if (!key || !previous || !previousKey || !shown || !panel || !shown.id.endsWith(previousKey)) return
    // react-aria's ids: `<list id>-tab-<key>` and `<list id>-tabpanel-<key>`.
    const panelId = shown.id.slice(0, shown.id.length - previousKey.length) + key
    const panelTabIndex = shown.getAttribute('tabindex')

    previous.setAttribute('aria-selected', 'false')
    previous.setAttribute('tabindex', '-1')
    previous.removeAttribute('aria-controls')
    previous.removeAttribute('data-selected')
    tab.setAttribute('aria-selected', 'true')
    tab.setAttribute('tabindex', '0')
    tab.setAttribute('aria-controls', panelId)
    tab.setAttribute('data-selected', 'true')

    for (const name of ['id', 'role', 'aria-labelledby', 'tabindex']) shown.removeAttribute(name)
    shown.setAttribute('data-inactive', '')
    panel.removeAttribute('data-inactive')
    panel.setAttribute('id', panelId)
    panel.setAttribute('role', 'tabpanel')
    panel.setAttribute('aria-labelledby', tab.id)
    if (panelTabIndex !== null) panel.setAttribute('tabindex', panelTabIndex)
  }
  win.document.addEventListener('click', onClick)
  return () => win.document.removeEventListener('click', onClick)
}

/** The script's source, for an inline `<script>` of the prerendered page (allowed by its hash). */
export const tabsBeforeHydrationScript = (options: TabsBeforeHydrationOptions = {}) =>
  `(${selectTabsBeforeHydration.toString()})(window, ${JSON.stringify(options)})`

/**
 * The key of the selected tab of prerendered tabs (the first `[data-tabs]` in `container`), as the
 * visitor may have changed it before hydration: the `defaultSelectedKey` to hydrate them with.
 */
export function prerenderedSelectedKey(container: ParentNode | null | undefined): string | undefined {
  const tab = container?.querySelector('[data-tabs]:not([data-tabs-live]) [role="tab"][aria-selected="true"]')
  return tab?.getAttribute('data-key') ?? undefined
}
