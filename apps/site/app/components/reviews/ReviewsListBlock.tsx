// The reviews list of /avis-clients as a code-split island (forms/lazy-island.ts): the prerendered
// HTML holds its heading, the moderation notice and the loading state; its JS (cards, pagination,
// states) is a separate chunk fetched when hydration reaches it, then the reviews are read.
// The styles of what the prerendered HTML shows are imported here so it is styled at first paint.
import { Suspense } from 'react'
import { clientIsland, serverIsland } from '../forms/lazy-island'
import '../../../../../packages/ui/src/components/Spinner/Spinner.css'
import '../../../../../packages/ui/src/components/States/States.css'
import './reviews.css'

const load = () => import('./ReviewsList').then((m) => m.ReviewsList)
const Island = import.meta.env.SSR ? await serverIsland(load) : clientIsland(load)

export function ReviewsListBlock() {
  return (
    <Suspense fallback={null}>
      <Island />
    </Suspense>
  )
}
