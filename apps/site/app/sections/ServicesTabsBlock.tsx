// The services tabs of behaviour §2 (/services, and the home between hero and quick form).
//
// A tap on a tab switches it at once, before any of this code has run: an inline script next to the
// island (the design system's tabsBeforeHydrationScript, allowed by the page's policy through its
// hash) moves the selection in the prerendered tabs, and the island hydrates with that tab selected.
// From the moment the island's React takes the markup (`data-island-react` on its host, set before it
// starts hydrating) the script leaves the tabs alone, so that the tab React reads as it hydrates
// (`prerenderedSelectedKey`) does not change under it.
//
// react-aria's tabs weigh ~25 KB gz: the interactive part is an island (islands/island.tsx). The
// build renders it, so the HTML holds the complete tabs and the first panel's cards; in the browser
// the chunk is fetched as soon as this module runs, and the island hydrates when it arrives. The
// site ships one stylesheet (vite.config.ts, cssCodeSplit: false): the cards' grid (CardGrid) is
// styled at first paint.
import { tabsBeforeHydrationScript } from '@expert/ui/Tabs'
import { ISLAND_REACT_ATTRIBUTE } from '../islands/early-input'
import { island } from '../islands/island'

const load = () => import('../components/services/ServicesTabsIsland').then((m) => m.ServicesTabsIsland)
// If its JS cannot be downloaded, the prerendered tabs stay (first panel and its links).
const ServicesTabsIsland = island<object>({ name: 'services', label: 'Services', load, hydrate: 'load' })
// Fetched as soon as the page's code runs, not once hydration reaches the island.
if (!import.meta.env.SSR) void load().catch(() => {})

/** In the HTML only: it has run by the time the page hydrates, and hydration leaves a script's text alone. */
const TABS_SCRIPT = { __html: import.meta.env.SSR ? tabsBeforeHydrationScript({ ownedBy: `[${ISLAND_REACT_ATTRIBUTE}]` }) : '' }

export function ServicesTabsBlock() {
  return (
    <>
      <script dangerouslySetInnerHTML={TABS_SCRIPT} suppressHydrationWarning />
      <ServicesTabsIsland />
    </>
  )
}
