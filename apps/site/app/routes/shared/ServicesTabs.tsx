// The services tabs of behaviour §2 (/services, and the home between hero and quick form).
//
// react-aria's tabs weigh ~25 KB gz: the interactive part is an island (islands/island.tsx). The
// build renders it, so the HTML holds the complete tabs and the first panel's cards; in the browser
// the chunk is fetched as soon as this module runs, and the island hydrates when it arrives. The
// site ships one stylesheet (vite.config.ts, cssCodeSplit: false): the cards' grid (CardGrid) is
// styled at first paint.
import { island } from '../../islands/island'

const load = () => import('./ServicesTabsIsland').then((m) => m.ServicesTabsIsland)
// If its JS cannot be downloaded, the prerendered tabs stay (first panel and its links).
const ServicesTabsIsland = island<object>({ name: 'services', label: 'Services', load, hydrate: 'load' })
// Fetched as soon as the page's code runs, not once hydration reaches the island.
if (!import.meta.env.SSR) void load().catch(() => {})

export function ServicesTabs() {
  return <ServicesTabsIsland />
}
