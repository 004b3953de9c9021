// The interactive part of the /contact page, loaded as its own chunk (see islands/island.tsx): the
// design-system full form inside a French I18nProvider, and the sending (payload of behaviour §7).
import { useEffect, useId, useRef } from 'react'
import { I18nProvider } from 'react-aria-components'
import { ContactForm, type ContactValues } from '@expert/ui/ContactForm'
import { contactFormPrivacyNotice, contactPage } from '../../content/contact'
import { contactFormMessages, contactFormProjectChoices } from '../../content/forms'
import { ContactFallback, PrivacyNoticeContent } from './FormParts'
import { useMailForm } from './useMailForm'

export type ContactFormIslandProps = {
  /** id of the <form>. */
  formId?: string
}

export function ContactFormIsland({ formId }: ContactFormIslandProps) {
  const { status, isSubmitting, resetKey, submit } = useMailForm('contact')
  const fallbackId = useId()
  const islandRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Hydrated: the form now reacts (end-to-end tests wait for this marker before typing).
    islandRef.current?.setAttribute('data-hydrated', 'true')
  }, [])
  const onSubmit = (values: ContactValues, meta: { honeypot: string }) => submit(values, meta.honeypot)

  return (
    <I18nProvider locale="fr-FR">
      <div ref={islandRef} data-form-island="contact">
        <ContactForm
          id={formId}
          title={contactPage.formTitle}
          marketingConsentLabel={contactPage.marketingConsentLabel}
          projectTypes={contactFormProjectChoices}
          messages={contactFormMessages}
          onSubmit={onSubmit}
          isSubmitting={isSubmitting}
          resetKey={resetKey}
          privacyNotice={<PrivacyNoticeContent notice={contactFormPrivacyNotice} />}
        />
        {status === 'error' && <ContactFallback id={fallbackId} />}
      </div>
    </I18nProvider>
  )
}
