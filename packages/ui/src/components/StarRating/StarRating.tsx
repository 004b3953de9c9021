import { useRef, useState, type KeyboardEvent } from 'react'
import { Glyph } from '../Icon/Glyph'
import { FieldErrorText, useNativeField } from '../Field/Field'
import * as styles from './StarRating.css'
import { formatRating } from './formatRating'
import { clsx } from 'clsx/lite'

export type StarSize = 'small' | 'medium' | 'large'
export const starSizes = ['small', 'medium', 'large'] as const satisfies readonly StarSize[]

const MAX = 5
const STEPS = [1, 2, 3, 4, 5] as const

/** '4 sur 5 étoiles', '4,5 sur 5 étoiles', '1 sur 5 étoiles'. */
export const defaultRatingLabel = (value: number) => `${formatRating(value)} sur 5 étoiles`

export type StarRatingProps = {
  /** La note, de 0 à 5. Les décimales (une moyenne) sont dessinées à la demi-étoile la plus proche. */
  value: number
  /** Affiche la note en texte (« 4/5 ») à côté des étoiles. */
  showValue?: boolean
  /** Taille des étoiles. */
  size?: StarSize
  /** Nom accessible construit à partir de la note. */
  label?: (value: number) => string
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

/** Une note en lecture seule : cinq étoiles, annoncées comme une seule image (« 4 sur 5 étoiles »). */
export function StarRating({ value, showValue = false, size = 'medium', label = defaultRatingLabel, className }: StarRatingProps) {
  const clamped = Number.isFinite(value) ? Math.min(MAX, Math.max(0, value)) : 0
  const halves = Math.round(clamped * 2)
  return (
    // The visible '4/5' sits inside the image: announced once, through the label.
    <span role="img" aria-label={label(clamped)} className={clsx(styles.display, className)}>
      {/* One element drawn by CSS (masks), however many stars: see StarRating.css.ts. */}
      <span className={clsx(styles.starsDrawn, styles.starsDrawnSize[size], styles.starsDrawnValue[halves])} aria-hidden="true" />
      {showValue && <span className={styles.valueText}>{`${formatRating(clamped)}/5`}</span>}
    </span>
  )
}

/** '1 étoile', '2 étoiles'… */
export const defaultOptionLabel = (value: number) => `${value} ${value > 1 ? 'étoiles' : 'étoile'}`

export type StarRatingInputProps = {
  /** Libellé visible du groupe. */
  label?: string
  /** Note choisie, de 1 à 5 ; 0 pour aucune (contrôlée). */
  value?: number
  /** Note de départ quand le composant n’est pas contrôlé. */
  defaultValue?: number
  /** Appelée avec la note choisie (de 1 à 5). */
  onChange?: (value: number) => void
  /** Affiché sous les étoiles quand `isInvalid` est vrai (par exemple « Veuillez attribuer une note »). */
  errorMessage?: string
  /** Nom accessible de chaque option. */
  optionLabel?: (value: number) => string
  /** Note obligatoire : marque « * », annoncée par le groupe. */
  isRequired?: boolean
  /** Affiche l’état d’erreur et `errorMessage`. */
  isInvalid?: boolean
  /** Désactive les cinq étoiles. */
  isDisabled?: boolean
  /** Nom des boutons radio dans le formulaire envoyé (la note, de 1 à 5). */
  name?: string
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

/**
 * Une saisie de note : cinq vrais boutons radio, dessinés en étoiles par le CSS à partir de celle qui est
 * cochée (`:checked`), si bien qu’elle fonctionne dès l’affichage de la page, sans JavaScript. Le survol
 * prévisualise une note sans la changer (CSS), un clic ou un toucher la fixe ; les flèches déplacent la
 * sélection (le navigateur), Début et Fin vont à 1 et à 5.
 */
export function StarRatingInput({
  label = 'Note',
  value: controlledValue,
  defaultValue = 0,
  onChange,
  errorMessage,
  optionLabel = defaultOptionLabel,
  isRequired = false,
  isInvalid = false,
  isDisabled = false,
  name,
  className,
}: StarRatingInputProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue)
  const optionsRef = useRef<HTMLDivElement>(null)
  const value = controlledValue ?? uncontrolledValue
  const { labelId, errorId, controlProps } = useNativeField({ errorMessage, isInvalid })
  // Radios move with the arrows only inside a named group: one of its own when the form gives none.
  const groupName = `${labelId}-radio`

  const select = (next: number) => {
    if (controlledValue === undefined) setUncontrolledValue(next)
    onChange?.(next)
  }

  // The arrows are the browser's; Home and End are the slider-like extras a rating needs.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key !== 'Home' && event.key !== 'End') || isDisabled) return
    event.preventDefault()
    const next = event.key === 'Home' ? 1 : MAX
    select(next)
    optionsRef.current?.querySelector<HTMLInputElement>(`input[value="${next}"]`)?.focus()
  }

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required={isRequired || undefined}
      {...controlProps}
      data-disabled={isDisabled || undefined}
      className={clsx(styles.field, className)}
    >
      <span id={labelId} className={styles.label}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        )}
      </span>
      {/* The radios inside are the controls; the wrapper only adds Home and End to their keys. */}
      {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={optionsRef} className={styles.options} onKeyDown={onKeyDown}>
        {STEPS.map((step) => (
          <label key={step} className={styles.option}>
            <input
              type="radio"
              name={name ?? groupName}
              value={step}
              checked={value === step}
              onChange={() => select(step)}
              disabled={isDisabled}
              aria-label={optionLabel(step)}
              className={styles.radio}
            />
            <span className={clsx(styles.star, styles.starSize.large, styles.optionStar)} aria-hidden="true">
              <Glyph name="star" className={clsx(styles.starEmpty, styles.starEmptyInvalid)} strokeWidth={1.75} />
              <Glyph name="star" className={clsx(styles.starFill, styles.inputFill)} strokeWidth={1.75} />
            </span>
          </label>
        ))}
      </div>
      {/* The same error line as every other field: the icon keeps the meaning off colour alone. */}
      <FieldErrorText id={errorId}>{errorMessage}</FieldErrorText>
    </div>
  )
}
