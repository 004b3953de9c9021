// The interactive part of QuickQuoteSection, loaded as its own chunk (see islands/island.tsx):
// the design-system form (react-aria and native fields) inside a French I18nProvider, and the
// sending (payload of behaviour §7, mail adapter, toasts, conversion).
import { useEffect, useRef } from 'react'
import { I18nProvider } from 'react-aria-components'
import { todayIso } from '@expert/ui/DatePicker'
import { QuickQuoteForm } from '@expert/ui/QuickQuoteForm'
import { quickFormLabels, quickFormProjectTypes } from '../../content/forms'
import type { QuickQuoteRequest } from '../../data/quote-payloads'
import { SendOutcome } from './FormParts'
import { mailForms, type MailKindsFor } from './mail-forms'
import { toContactProjectType } from './project-type'
import { validateQuickQuote } from './quote-validation'
import { useMailForm } from './useMailForm'

export type QuickQuoteFormIslandProps = {
  /** The registry entry it sends as (mail-forms.ts); 'quick' unless a page needs another one. */
  kind?: MailKindsFor<QuickQuoteRequest>
  /** Contact value or review-type label; mapped by toContactProjectType. */
  presetProjectType?: string
  /** id of the <form> (anchor of 'Devis gratuit' buttons). */
  formId?: string
}

export function QuickQuoteFormIsland({ kind = 'quick', presetProjectType, formId }: QuickQuoteFormIslandProps) {
  const { status, isSubmitting, resetKey, submit } = useMailForm(kind)
  const islandRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Hydrated: the form now reacts (end-to-end tests wait for this marker before typing).
    islandRef.current?.setAttribute('data-hydrated', 'true')
  }, [])
  const onSubmit = (values: QuickQuoteRequest, meta: { honeypot: string }) => submit(values, meta.honeypot)

  return (
    <I18nProvider locale="fr-FR">
      <div ref={islandRef} data-form-island={kind}>
        <QuickQuoteForm
          id={formId}
          projectTypes={quickFormProjectTypes}
          // Today is read at each submit: a page left open past midnight checks against the new day.
          validate={(values) => validateQuickQuote(values, todayIso())}
          labels={quickFormLabels}
          onSubmit={onSubmit}
          isSubmitting={isSubmitting}
          resetKey={resetKey}
          presetProjectType={toContactProjectType(presetProjectType)}
          privacyNotice={mailForms[kind].content.privacyNotice}
        />
        <SendOutcome status={status} success={mailForms[kind].toasts.success} />
      </div>
    </I18nProvider>
  )
}
