// The testimonials block as an island (islands/island.tsx, `hydrate: 'visible'`): the prerendered
// HTML holds the whole block with the build's testimonials (app/data/reviews-snapshot.ts); its JS
// (the cards, the refresh from the API) is fetched only when the block comes within a screen height
// of the viewport. A visitor who never scrolls that far downloads none of it.
import { readReviewsSnapshot } from '../data/reviews-snapshot'
import { island } from '../islands/island'
import type { TestimonialsProps } from '../components/reviews/Testimonials'

const TestimonialsIsland = island<TestimonialsProps>({
  name: 'testimonials',
  label: 'Témoignages',
  load: () => import('../components/reviews/Testimonials').then((m) => m.Testimonials),
  hydrate: 'visible',
  serverProps: import.meta.env.SSR ? () => readReviewsSnapshot().then((snapshot) => (snapshot ? { snapshot: snapshot.testimonials } : undefined)) : undefined,
})

export type TestimonialsSectionProps = Pick<TestimonialsProps, 'projectType'>

export function TestimonialsSection({ projectType }: TestimonialsSectionProps) {
  return <TestimonialsIsland projectType={projectType} />
}
