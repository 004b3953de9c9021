// The review form as an island (islands/island.tsx): prerendered complete, its JS (react-aria
// fields, star rating, the reviews adapter on submit) fetched and hydrated at the visitor's first
// interaction with the form.
import { FormUnavailable, FormWithoutScript } from '../components/forms/FormParts'
import { island } from '../islands/island'
import type { ReviewFormIslandProps } from '../components/reviews/ReviewFormIsland'

const ReviewIsland = island<ReviewFormIslandProps>({
  name: 'review',
  load: () => import('../components/reviews/ReviewFormIsland').then((m) => m.ReviewFormIsland),
  hydrate: 'interaction',
  label: 'formulaire',
  unavailable: { render: () => <FormUnavailable /> },
  withoutScript: () => <FormWithoutScript />,
})

export function ReviewFormBlock({ labelledBy, formId = 'formulaire-avis' }: { labelledBy?: string; formId?: string }) {
  return <ReviewIsland formId={formId} labelledBy={labelledBy} />
}
