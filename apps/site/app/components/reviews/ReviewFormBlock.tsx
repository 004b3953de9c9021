// The review form as an island (islands/island.tsx): prerendered complete, its JS (react-aria
// fields, star rating, the reviews adapter on submit) fetched and hydrated at the visitor's first
// interaction with the form.
// The field styles are imported here, statically, so the prerendered form is styled at first paint.
import { Link } from 'react-router'
import { newReviewPage } from '../../content/reviews'
import { FormUnavailable } from '../forms/FormParts'
import { island } from '../../islands/island'
import type { ReviewFormIslandProps } from './ReviewFormIsland'
import * as styles from './reviews.css'

const ReviewIsland = island<ReviewFormIslandProps>({
  name: 'review',
  load: () => import('./ReviewFormIsland').then((m) => m.ReviewFormIsland),
  hydrate: 'interaction',
  label: 'formulaire',
  unavailable: { render: () => <FormUnavailable /> },
})

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
        <Link to={link.href} className={styles.noticeLink}>
          {link.label}
        </Link>
      </span>
    </>
  )
}

export function ReviewFormBlock({ labelledBy, formId = 'formulaire-avis' }: { labelledBy?: string; formId?: string }) {
  return <ReviewIsland formId={formId} labelledBy={labelledBy} privacyNotice={<PrivacyNotice />} />
}
