// /avis-clients/nouveau (behaviour §2 "New review"): the back link to /avis-clients and the review form
// (prerendered complete, interactive once its chunk has loaded).
import { Link } from 'react-router'
import { Hero } from '@expert/ui/Hero'
import { Icon } from '@expert/ui/Icon'
import { Section } from '@expert/ui/Section'
import { ReviewFormBlock } from '../components/reviews/ReviewFormBlock'
import { newReviewPage } from '../content/reviews'
import { pageMeta } from '../lib/meta'
import * as styles from './reviews.css'

export const meta = () => pageMeta({ ...newReviewPage.meta, path: '/avis-clients/nouveau' })

const titleId = 'avis-nouveau-titre'

export default function NewReview() {
  const { backLink, title, intro } = newReviewPage
  return (
    <>
      <Hero
        title={title}
        titleId={titleId}
        breadcrumb={
          <Link to={backLink.href} className={styles.backLink}>
            <Icon name="arrowLeft" />
            {backLink.label}
          </Link>
        }
      >
        {intro}
      </Hero>
      <Section spacing="compact">
        <div className={styles.formLayout}>
          <ReviewFormBlock labelledBy={titleId} />
        </div>
      </Section>
    </>
  )
}
