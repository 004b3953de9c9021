// The interactive part of the /contact page, loaded as its own chunk (see islands/island.tsx): the
// design-system full form inside a French I18nProvider, and the sending (payload of behaviour §7).
import { useEffect, useRef } from 'react'
import { I18nProvider } from 'react-aria-components'
import { ContactForm } from '@expert/ui/ContactForm'
import { contactFormLabels, contactFormProjectChoices } from '../../content/forms'
import type { ContactRequest } from '../../data/quote-payloads'
import { SendOutcome } from './FormParts'
import { mailForms, type MailKindsFor } from './mail-forms'
import { validateContact } from './quote-validation'
import { useMailForm } from './useMailForm'

export type ContactFormIslandProps = {
  /** The registry entry it sends as (mail-forms.ts); 'contact' unless a page needs another one. */
  kind?: MailKindsFor<ContactRequest>
  /** id of the <form>. */
  formId?: string
}

export function ContactFormIsland({ kind = 'contact', formId }: ContactFormIslandProps) {
  const { status, isSubmitting, resetKey, submit } = useMailForm(kind)
  const { content } = mailForms[kind]
  const islandRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Hydrated: the form now reacts (end-to-end tests wait for this marker before typing).
    islandRef.current?.setAttribute('data-hydrated', 'true')
  }, [])
  const onSubmit = (values: ContactRequest, meta: { honeypot: string }) => submit(values, meta.honeypot)

  return (
    <I18nProvider locale="fr-FR">
      <div ref={islandRef} data-form-island={kind}>
        <ContactForm
          id={formId}
          title={content.title}
          projectTypes={contactFormProjectChoices}
          validate={validateContact}
          labels={contactFormLabels}
          onSubmit={onSubmit}
          isSubmitting={isSubmitting}
          resetKey={resetKey}
          privacyNotice={content.privacyNotice}
        />
        <SendOutcome status={status} success={mailForms[kind].toasts.success} />
      </div>
    </I18nProvider>
  )
}
