// Kept free of react-aria code: FormUnavailable shows when a form's scripts failed to download.
import { Glyph } from '../Icon/Glyph'
import { Fragment, type ComponentPropsWithRef, type HTMLAttributes, type ReactNode } from 'react'
import { clsx } from 'clsx/lite'
import { ErrorPanel } from '../States/ErrorPanel'
import * as styles from './FormFallback.css'

/** Une phrase faite de textes et de liens, dans l’ordre (« Appelez le », lien, « ou écrivez à », lien, « . »). */
export type LinkedSentence = (string | { href: string; label: string })[]

export type ContactFallbackProps = Omit<ComponentPropsWithRef<'p'>, 'children'> & {
  /** La phrase et ses liens (`tel:`, `mailto:`), fournis par le site. */
  sentence: LinkedSentence
  /**
   * `below` : sous le formulaire après un envoi échoué, dans un encadré discret ; `panel` : dans le panneau
   * d’erreur de `FormUnavailable`, au corps du texte.
   */
  placement?: 'below' | 'panel'
}

/** Les autres moyens de joindre le cabinet quand un formulaire échoue : une phrase avec des liens qui fonctionnent. */
export function ContactFallback({ sentence, placement = 'below', className, ...rest }: ContactFallbackProps) {
  return (
    <p {...rest} className={clsx(styles.placement[placement], className)}>
      {sentence.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <a key={index} href={part.href} className={styles.link}>
            {part.label}
          </a>
        ),
      )}
    </p>
  )
}

export type FormUnavailableProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** Pourquoi le formulaire ne réagit pas, en une phrase. */
  message: ReactNode
  /** Sous le message : le plus souvent un `ContactFallback` `placement="panel"` et un bouton pour recharger la page. */
  children?: ReactNode
}

/**
 * Le panneau d’erreur au-dessus d’un formulaire dont le script n’a pas pu être chargé : le formulaire reste
 * avec ce qui a été saisi, ce panneau dit pourquoi il ne réagit pas et ce que l’on peut faire. Annoncé en
 * entier, et focalisable (`tabIndex={-1}`) pour y amener le visiteur qui tente d’envoyer.
 */
export function FormUnavailable({ message, children, className, ...rest }: FormUnavailableProps) {
  return (
    <ErrorPanel alert="panel" tabIndex={-1} {...rest} message={message} className={clsx(styles.unavailable, className)}>
      {children}
    </ErrorPanel>
  )
}

export type FormSentProps = Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> & {
  /** Ce qui a réussi, en quelques mots (« Demande envoyée »). */
  title: ReactNode
  /** La suite, en une phrase (« Nous vous contacterons dans les 24h ouvrées. »). */
  description?: ReactNode
}

/**
 * Sous un formulaire vidé après un envoi réussi : le rappel de ce qui a été envoyé et de la suite, qui reste
 * après la notification passagère, pour le visiteur qui regardait ailleurs. Pas une région annoncée : la
 * notification l’annonce déjà.
 */
export function FormSent({ title, description, className, ...rest }: FormSentProps) {
  return (
    <div {...rest} className={clsx(styles.sent, className)}>
      <Glyph name="circleCheck" className={styles.sentIcon} />
      <div>
        <p className={styles.sentTitle}>{title}</p>
        {description && <p className={styles.sentDescription}>{description}</p>}
      </div>
    </div>
  )
}
