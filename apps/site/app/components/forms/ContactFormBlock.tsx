// The full contact form of /contact as a code-split island (lazy-island.ts): prerendered complete,
// its JS (react-aria fields, mail adapter) fetched and hydrated at the visitor's first interaction
// with the form (lazy-island.ts, interactionIsland).
import { Suspense } from 'react'
import { FormUnavailable } from './FormParts'
import { interactionIsland, serverInteractionIsland } from './lazy-island'
import './island-styles.contact'

const load = () => import('./ContactFormIsland').then((m) => m.ContactFormIsland)
const { Island, useHydrateOnInteraction, WhenUnavailable } = import.meta.env.SSR
  ? await serverInteractionIsland(load)
  : interactionIsland(load)

export function ContactFormBlock({ formId = 'demande-de-renseignements' }: { formId?: string }) {
  useHydrateOnInteraction('[data-form-island="contact"]')
  return (
    <>
      <WhenUnavailable>
        <FormUnavailable />
      </WhenUnavailable>
      <Suspense fallback={null}>
        <Island formId={formId} />
      </Suspense>
    </>
  )
}
