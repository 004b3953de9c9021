// Contact mail: the port the forms depend on, and the EmailJS adapter (behaviour §7 "Form submission").
//
// - Only emailjs.init({ publicKey, origin }) redirects the SDK's host (a per-call `origin` option is
//   ignored by send()), so the adapter calls init() before each send with the configured origin:
//   the EmailJS API in production, the local stack's outbox in development and tests.
// - Success only when the answer's text is exactly 'OK' (behaviour §7): a 200 with any other text is a
//   failure too.
// - blockHeadless stays off (it would answer 451 to automated browsers, the end-to-end tests' among them); no
//   limitRate either (init() disables it anyway without a storageProvider).
// - The SDK (1.5 KB gz) is loaded with a dynamic import on the first send.

/**
 * The form a mail comes from: a key of the mail registry (components/forms/mail-forms.ts). The
 * adapter needs no list of them: it sends whatever parameters the registry's builder made.
 */
export type MailKind = string

/** EmailJS template_params: every value a string (the shared template reads them by name, behaviour §7). */
export type TemplateParams = Readonly<Record<string, string>>

export interface MailPort {
  /** Resolves when the mail service answered 'OK'; otherwise rejects with a MailError. */
  send(kind: MailKind, templateParams: TemplateParams): Promise<void>
}

/** Internal text of behaviour §8 for a non-'OK' mail response. */
export const MAIL_ERROR_MESSAGE = "Erreur lors de l'envoi du formulaire"

/**
 * 'network': no answer (the SDK rejects with a TypeError); 'rejected': an HTTP error status
 * (400, 403, 412, 429, 451, 5xx…); 'not-ok': 2xx whose text is not 'OK'; 'config': the SDK refused
 * to send (missing public key, service or template id).
 */
export type MailErrorKind = 'network' | 'rejected' | 'not-ok' | 'config'

export class MailError extends Error {
  readonly kind: MailErrorKind
  readonly mailKind: MailKind
  /** HTTP status, 0 when there was no response. */
  readonly status: number
  /** Response text, or the error's message when there was no response. */
  readonly text: string

  constructor(kind: MailErrorKind, mailKind: MailKind, status: number, text: string, cause?: unknown) {
    super(MAIL_ERROR_MESSAGE, { cause })
    this.name = 'MailError'
    this.kind = kind
    this.mailKind = mailKind
    this.status = status
    this.text = text
  }
}

export const isMailError = (error: unknown): error is MailError => error instanceof MailError

export interface EmailJsMailOptions {
  publicKey: string
  serviceId: string
  /** Both forms share one template (behaviour §7); a per-kind id may override it. */
  templateId: string
  templateIds?: Partial<Record<MailKind, string>>
  /** API origin; default https://api.emailjs.com. */
  origin?: string
}

const DEFAULT_ORIGIN = 'https://api.emailjs.com'

const hasStatus = (value: unknown): value is { status: number; text: string } =>
  typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number'

export function createEmailJsMail(options: EmailJsMailOptions): MailPort {
  const origin = (options.origin || DEFAULT_ORIGIN).replace(/\/+$/, '')
  let sdk: Promise<typeof import('@emailjs/browser').default> | undefined

  return {
    async send(kind, templateParams) {
      let emailjs
      try {
        sdk ??= import('@emailjs/browser').then((m) => m.default)
        emailjs = await sdk
      } catch (cause) {
        sdk = undefined
        throw new MailError('network', kind, 0, cause instanceof Error ? cause.message : String(cause), cause)
      }
      const templateId = options.templateIds?.[kind] ?? options.templateId
      let answer: { status: number; text: string }
      try {
        emailjs.init({ publicKey: options.publicKey, origin })
        answer = await emailjs.send(options.serviceId, templateId, { ...templateParams })
      } catch (cause) {
        if (hasStatus(cause)) throw new MailError('rejected', kind, cause.status, String(cause.text), cause)
        if (typeof cause === 'string') throw new MailError('config', kind, 0, cause, cause)
        throw new MailError('network', kind, 0, cause instanceof Error ? cause.message : String(cause), cause)
      }
      if (answer.text !== 'OK') throw new MailError('not-ok', kind, answer.status, String(answer.text), answer)
    },
  }
}
