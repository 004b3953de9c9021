// The services tabs of spec §2 (/services, and the home between hero and quick form).
//
// react-aria's tabs weigh ~25 KB gz: the interactive part is a code-split island (see
// components/forms/lazy-island.ts). The prerender awaits it, so the HTML holds the complete tabs
// and the first panel's cards; in the browser the chunk is fetched as soon as this module runs
// and the prerendered markup stays in place until it hydrates. Its styles are imported here so
// they ship with the route's CSS (styled at first paint).
import { Suspense } from 'react'
import { clientIsland, serverIsland } from '../../components/forms/lazy-island'
import '../../../../../packages/ui/src/components/Tabs/Tabs.css'
import '../../../../../packages/ui/src/components/Icon/Icon.css'
import '../../../../../packages/ui/src/components/ServiceCard/ServiceCard.css'
import './ServicesTabs.css'

const load = () => import('./ServicesTabsIsland').then((m) => m.ServicesTabsIsland)
// If its JS cannot be downloaded, the prerendered tabs stay (first panel and its links) instead of
// the route's error page.
const Island = import.meta.env.SSR ? await serverIsland(load) : clientIsland(load, { keepPrerendered: true, label: 'Services' })
if (!import.meta.env.SSR) void load().catch(() => {})

export function ServicesTabs() {
  return (
    <Suspense fallback={null}>
      <Island />
    </Suspense>
  )
}
