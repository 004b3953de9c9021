// /avis-clients/nouveau (behaviour §2 "New review"): the back link to /avis-clients and the review form
// (prerendered complete, interactive once its chunk has loaded).
import { Hero } from '@expert/ui/Hero'
import { Panel } from '@expert/ui/Panel'
import { BackLink } from '@expert/ui/BackLink'
import { Section } from '@expert/ui/Section'
import { newReviewPage } from '../content/reviews'
import { pageMeta } from '../lib/meta'
import { ReviewFormBlock } from '../sections/ReviewFormBlock'
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
          <BackLink href={backLink.href} tone="link">
            {backLink.label}
          </BackLink>
        }
      >
        {intro}
      </Hero>
      <Section spacing="compact">
        <Panel variant="raised" padding="compact" className={styles.formLayout}>
          <ReviewFormBlock labelledBy={titleId} />
        </Panel>
      </Section>
    </>
  )
}
