// Small pieces shared by the site's forms: what a send leaves under the form (the phone/e-mail
// fallback after a failure, the success notice), and the panels shown when a form's script could not
// be downloaded or cannot run. Their looks are the design system's (FormFallback); the sentences and
// numbers are the site's.
import { ContactFallback as FallbackSentence, FormSent as SentPanel, FormUnavailable as UnavailablePanel, type LinkedSentence } from '@expert/ui/FormFallback'
import type { Ref } from 'react'
import type { ToastText } from '../../content/forms'
import { UNAVAILABLE_ATTRIBUTE } from '../../islands/early-input'
import { siteConfig } from '../../site.config'
import { ReloadButton } from '../ReloadButton'
import type { SubmissionStatus } from './useMailForm'

/** 'Vous pouvez aussi nous appeler au … ou nous écrire à …' with working tel:/mailto: links. */
const contactFallbackSentence: LinkedSentence = [
  'Vous pouvez aussi nous appeler au ',
  { href: siteConfig.phone.href, label: siteConfig.phone.display },
  ' ou nous écrire à ',
  { href: `mailto:${siteConfig.email}`, label: siteConfig.email },
  '.',
]

/** The fallback sentence: boxed under a form after a failed send, or plain inside FormUnavailable's panel. */
export function ContactFallback({ placement = 'below', ref }: { placement?: 'below' | 'panel'; ref?: Ref<HTMLParagraphElement> }) {
  // Tests find the one a failed send leaves (the panels' own are in notices that are always in the page).
  return (
    <FallbackSentence ref={ref} sentence={contactFallbackSentence} placement={placement} data-testid={placement === 'below' ? 'form-fallback' : undefined} />
  )
}

/** Not in the spec (its failure texts are for a send): shown when a form's JS could not be downloaded. */
export const formUnavailableText = 'Le formulaire n’a pas pu être chargé. Vérifiez votre connexion, puis rechargez la page.'

/**
 * Not in the spec: shown above a form when the page's JavaScript does not run (the forms send with
 * it): scripting off, or the page's code could not be downloaded.
 */
export const formWithoutScriptText = 'Ce formulaire s’envoie avec JavaScript, qui ne fonctionne pas ici\u00a0: activez-le, ou contactez-nous directement.'

/**
 * Above a form whose page runs no JavaScript (islands/island.tsx: scripting off, or the page's boot
 * failed): the form shows and takes text but cannot send (no send button then, and a submission by the
 * Enter key does nothing: what was typed stays); this says so, with the phone and e-mail.
 */
export function FormWithoutScript() {
  return (
    <UnavailablePanel message={formWithoutScriptText}>
      <ContactFallback placement="panel" />
    </UnavailablePanel>
  )
}

/**
 * Above a form whose JS could not be downloaded (islands/island.tsx): the form stays with what was
 * typed; this says why it does not react, gives the phone and e-mail, and offers a reload. Focused
 * when the visitor tries to send (the island finds it by its UNAVAILABLE_ATTRIBUTE).
 */
export function FormUnavailable() {
  return (
    <UnavailablePanel message={formUnavailableText} {...{ [UNAVAILABLE_ATTRIBUTE]: '' }}>
      <ContactFallback placement="panel" />
      <ReloadButton>Recharger la page</ReloadButton>
    </UnavailablePanel>
  )
}

/**
 * What a send leaves under its form (useMailForm's status): after a failure, the phone/e-mail
 * fallback; after a success, the success toast's words, kept after the toast has gone (5 s) for the
 * visitor who looked away, until the next send.
 */
export function SendOutcome({ status, success }: { status: SubmissionStatus; success: ToastText }) {
  if (status === 'error') return <ContactFallback ref={bringIntoView} />
  if (status === 'success') return <SentPanel ref={bringIntoView} title={success.title} description={success.description} data-testid="form-sent" />
  return null
}

/**
 * Focus stays on the send button; what the send left under the form is scrolled into view as it
 * appears, above the cookie banner when it is shown (its height is the page's scroll padding).
 */
function bringIntoView(element: HTMLElement | null) {
  element?.scrollIntoView({ block: 'nearest' })
}
