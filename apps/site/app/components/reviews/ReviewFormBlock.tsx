// The review form as a code-split island (forms/lazy-island.ts): prerendered complete, its JS
// (react-aria fields, star rating, the reviews adapter on submit) fetched and hydrated at the
// visitor's first interaction with the form (lazy-island.ts, interactionIsland).
// The field styles are imported here, statically, so the prerendered form is styled at first paint.
import { Suspense } from 'react'
import { Link } from 'react-router'
import { newReviewPage } from '../../content/reviews'
import { FormUnavailable } from '../forms/FormParts'
import { interactionIsland, serverInteractionIsland } from '../forms/lazy-island'
import '../forms/island-styles'
import '../../../../../packages/ui/src/components/StarRating/StarRating.css'
import * as styles from './reviews.css'

const load = () => import('./ReviewFormIsland').then((m) => m.ReviewFormIsland)
const { Island, useHydrateOnInteraction, WhenUnavailable } = import.meta.env.SSR
  ? await serverInteractionIsland(load)
  : interactionIsland(load)

/** The GDPR notice (art. 13) under the form: paragraphs as lines, then the policy link. */
function PrivacyNotice() {
  const { paragraphs, link } = newReviewPage.privacyNotice
  return (
    <>
      {paragraphs.map((paragraph) => (
        <span key={paragraph} className={styles.noticeLine}>
          {paragraph}
        </span>
      ))}
      <span className={styles.noticeLine}>
        <Link to={link.href} className={styles.inlineLink}>
          {link.label}
        </Link>
      </span>
    </>
  )
}

export function ReviewFormBlock({ labelledBy, formId = 'formulaire-avis' }: { labelledBy?: string; formId?: string }) {
  useHydrateOnInteraction('[data-form-island="review"]')
  return (
    <>
      <WhenUnavailable>
        <FormUnavailable />
      </WhenUnavailable>
      <Suspense fallback={null}>
        <Island formId={formId} labelledBy={labelledBy} privacyNotice={<PrivacyNotice />} />
      </Suspense>
    </>
  )
}
