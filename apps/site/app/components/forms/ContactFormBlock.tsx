// The full contact form of /contact as a code-split island (lazy-island.ts): prerendered complete,
// its JS (react-aria fields, mail adapter) fetched when hydration reaches it.
import { Suspense } from 'react'
import { clientIsland, serverIsland } from './lazy-island'
import './island-styles.contact'

const load = () => import('./ContactFormIsland').then((m) => m.ContactFormIsland)
const Island = import.meta.env.SSR ? await serverIsland(load) : clientIsland(load)

export function ContactFormBlock({ formId = 'demande-de-renseignements' }: { formId?: string }) {
  return (
    <Suspense fallback={null}>
      <Island formId={formId} />
    </Suspense>
  )
}
