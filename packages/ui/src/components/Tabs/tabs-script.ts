// Tabs that switch on the first tap before hydration (see Tabs.tsx): the page inlines this script's
// source once; it listens on the document, so it can run anywhere before the tabs are tapped.

/**
 * The behaviour: on a tap on a tab of prerendered tabs that are not live yet, the tab becomes the
 * selected one and its panel the shown one, with the attributes Tabs renders for them (so that
 * hydration with that tab selected matches). ES2017, no imports, and it must never throw.
 */
export function selectTabsBeforeHydration(win: Window & typeof globalThis) {
  win.document.addEventListener('click', (event) => {
    const target = event.target
    if (!(target instanceof win.Element)) return
    const tab = target.closest('[role="tab"]')
    const tabs = tab && tab.closest('[data-tabs]')
    if (!tab || !tabs || tabs.hasAttribute('data-tabs-live')) return
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
  })
}

/** The script's source, for an inline `<script>` of the prerendered page (allowed by its hash). */
export const tabsBeforeHydrationScript = () => `(${selectTabsBeforeHydration.toString()})(window)`

/**
 * The key of the selected tab of prerendered tabs (the first `[data-tabs]` in `container`), as the
 * visitor may have changed it before hydration: the `defaultSelectedKey` to hydrate them with.
 */
export function prerenderedSelectedKey(container: ParentNode | null | undefined): string | undefined {
  const tab = container?.querySelector('[data-tabs]:not([data-tabs-live]) [role="tab"][aria-selected="true"]')
  return tab?.getAttribute('data-key') ?? undefined
}
