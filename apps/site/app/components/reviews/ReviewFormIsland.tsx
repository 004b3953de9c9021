// The interactive part of /avis-clients/nouveau, loaded as its own chunk (see islands/island.tsx):
// the design system's ReviewForm inside a French I18nProvider, fed the site's labels, options, GDPR
// notice and rules (review-validation.ts; any failure also shows the 'Formulaire incomplet' toast),
// and the sending (behaviour §4) of a NewReview (toNewReview): submitting → success
// (toast, then /avis-clients after 2 s) or failure (destructive toast, error logged, every typed
// value kept). The insert goes through the reviews adapter (call 4), itself loaded on the first
// submit. A filled honeypot (a bot) gets the success path without anything being sent.
import { ReviewForm } from '@expert/ui/ReviewForm'
import { useEffect, useRef, useState } from 'react'
import { I18nProvider } from 'react-aria-components'
import { useNavigate } from 'react-router'
import { departmentLabel, departments, departmentValue, newReviewPage, reviewFormLabels, reviewMessages, reviewProjectTypes } from '../../content/reviews'
import type { NewReview } from '../../data/reviews'
import { constants } from '../../site.config'
import { notify } from '../notification-queue'
import { ANONYMOUS_NAME, reviewToastSource, toNewReview, validateReview } from './review-validation'
import { loadReviewsPort } from './reviews-port'

const projectTypes = reviewProjectTypes.map((type) => ({ id: type.value, label: type.label }))
/** Stored as '34 - Hérault', read as '34 – Hérault'. */
const locations = departments.map((department) => ({ id: departmentValue(department), label: departmentLabel(department) }))
const labels = { ...reviewFormLabels, anonymousName: ANONYMOUS_NAME }

/** Behaviour §4: any failed check also says so in a toast. */
const notifyIncomplete = () => notify({ ...reviewMessages.incomplete, variant: 'destructive', source: reviewToastSource })

export type ReviewFormIslandProps = {
  formId?: string
  labelledBy?: string
}

export function ReviewFormIsland({ formId, labelledBy }: ReviewFormIslandProps) {
  const navigate = useNavigate()
  const [status, setStatus] = useState<'idle' | 'submitting' | 'sent'>('idle')
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const islandRef = useRef<HTMLDivElement>(null)
  /** The review last sent and the id it went with, kept for an identical retry. */
  const lastAttempt = useRef<{ review: string; id: string } | null>(null)

  useEffect(() => {
    // Hydrated: the form now reacts (end-to-end tests wait for this marker before typing).
    islandRef.current?.setAttribute('data-hydrated', 'true')
    return () => clearTimeout(redirectTimer.current)
  }, [])

  const submit = async (review: NewReview, { honeypot }: { honeypot: string }) => {
    setStatus('submitting')
    try {
      if (honeypot.trim() === '') {
        const port = await loadReviewsPort()
        // A failure may come after the server stored the review (answer lost, deadline passed).
        // The same review sent again keeps its id, so the table's primary key refuses a second
        // copy (23505): that answer means it is already stored.
        const key = JSON.stringify(review)
        const retry = lastAttempt.current?.review === key
        const id = retry && lastAttempt.current ? lastAttempt.current.id : crypto.randomUUID()
        lastAttempt.current = { review: key, id }
        try {
          await port.submit({ ...review, id })
        } catch (error) {
          if (!(retry && (error as { code?: unknown } | null)?.code === '23505')) throw error
        }
      }
      setStatus('sent')
      notify({ ...reviewMessages.success, variant: 'success', source: reviewToastSource })
      redirectTimer.current = setTimeout(() => navigate('/avis-clients'), constants.reviewRedirectDelayMs)
    } catch (error) {
      console.error('[Avis] envoi impossible :', error)
      setStatus('idle')
      // The adapter's kind, read without importing it (it stays out of this chunk).
      const rateLimited = (error as { kind?: unknown } | null)?.kind === 'rate-limited'
      notify({ ...(rateLimited ? reviewMessages.rateLimited : reviewMessages.failure), variant: 'destructive', source: reviewToastSource })
    }
  }

  return (
    <I18nProvider locale="fr-FR">
      <div ref={islandRef} data-form-island="review">
        <ReviewForm
          id={formId}
          labelledBy={labelledBy}
          labels={labels}
          projectTypes={projectTypes}
          locations={locations}
          privacyNotice={newReviewPage.privacyNotice}
          validate={validateReview}
          onSubmit={(values, meta) => submit(toNewReview(values), meta)}
          onInvalid={notifyIncomplete}
          isSubmitting={status === 'submitting'}
          isDone={status === 'sent'}
        />
      </div>
    </I18nProvider>
  )
}
