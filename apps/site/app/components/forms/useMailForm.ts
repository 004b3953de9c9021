// Sending an e-mail form of the mail registry (mail-forms.ts; behaviour §4): idle → submitting →
// success | error.
// - One e-mail per submit: a ref blocks a second call while one is in flight (double click, Enter
//   twice in the same frame), on top of the disabled button and the design-system form's own guard.
// - success: resetKey changes (the DS form empties itself), behaviour §8 success toast, conversion
//   reported through the analytics port (toasts and label: the form's registry entry).
// - error (any MailError — network, HTTP 4xx/5xx, non-'OK' text — or anything thrown): behaviour §8
//   destructive toast, the error logged with console.error; resetKey unchanged, so every typed
//   value stays; `status === 'error'` lets the form show the phone/e-mail fallback line.
// - A filled honeypot (a bot): success is pretended (same toast and reset), nothing is sent and no
//   conversion is reported.
import { useCallback, useRef, useState } from 'react'
import { reportConversion } from '../../data/analytics'
import { createEmailJsMail, type MailPort } from '../../data/mail'
import { isSpamTrapFilled } from '../../data/quote-payloads'
import { backendConfig } from '../../data/backends'
import { notify } from '../notification-queue'
import { mailForms, type MailForm, type MailFormKind, type MailFormValues } from './mail-forms'

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error'

let defaultMail: MailPort | undefined
/** The EmailJS adapter with the configured ids and origin (the SDK itself loads on the first send). */
const mailPort = () => (defaultMail ??= createEmailJsMail(backendConfig.emailjs))

/** The request was delivered: a tracker failure must not turn it into an error for the visitor. */
function reportConversionSafely() {
  try {
    void Promise.resolve(reportConversion()).catch((error: unknown) => console.error('[analytics] conversion :', error))
  } catch (error) {
    console.error('[analytics] conversion :', error)
  }
}

export function useMailForm<K extends MailFormKind>(kind: K, mail: MailPort = mailPort()) {
  const [status, setStatus] = useState<SubmissionStatus>('idle')
  const [resetKey, setResetKey] = useState(0)
  const inFlight = useRef(false)

  /**
   * Sends once: the registry's builder turns the values into the template parameters at send time
   * (contact_date is the moment of the submit). Resolves when settled (never rejects), so the DS
   * form keeps its own guard until then.
   */
  const submit = useCallback(
    async (values: MailFormValues<K>, honeypot: string): Promise<void> => {
      if (inFlight.current) return
      inFlight.current = true
      setStatus('submitting')
      const form = mailForms[kind] as MailForm<MailFormValues<K>>
      try {
        const isBot = isSpamTrapFilled(honeypot)
        if (!isBot) await mail.send(kind, form.buildParams(values))
        setStatus('success')
        setResetKey((key) => key + 1)
        notify({ ...form.toasts.success, variant: 'success', source: kind })
        if (!isBot) reportConversionSafely()
      } catch (error) {
        console.error(`[${form.label}] envoi impossible :`, error)
        setStatus('error')
        notify({ ...form.toasts.failure, variant: 'destructive', source: kind })
      } finally {
        inFlight.current = false
      }
    },
    [kind, mail],
  )

  return { status, isSubmitting: status === 'submitting', resetKey, submit }
}
