import { useRef, useState, type KeyboardEvent } from 'react'
import { Star as StarIcon } from 'lucide-react'
import { Label, Radio, RadioGroup, composeRenderProps, type RadioGroupProps } from 'react-aria-components'
import { FieldError } from '../Field/Field'
import * as styles from './StarRating.css'
import { clsx } from 'clsx/lite'

export type StarSize = 'small' | 'medium' | 'large'
export const starSizes = ['small', 'medium', 'large'] as const satisfies readonly StarSize[]

const MAX = 5
const STEPS = [1, 2, 3, 4, 5] as const

type Fill = 'empty' | 'half' | 'full'

function Star({ fill, size, className }: { fill: Fill; size: StarSize; className?: string }) {
  return (
    <span className={clsx(styles.star, styles.starSize[size], className)} aria-hidden="true">
      <StarIcon className={clsx(styles.starEmpty, styles.starEmptyInvalid)} strokeWidth={1.75} />
      {fill !== 'empty' && <StarIcon className={clsx(styles.starFill, fill === 'half' && styles.starFillHalf)} strokeWidth={1.75} />}
    </span>
  )
}

const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

/** '4 sur 5 étoiles', '4,5 sur 5 étoiles', '1 sur 5 étoiles'. */
export const defaultRatingLabel = (value: number) => `${numberFormat.format(value)} sur 5 étoiles`

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
      <span className={styles.stars}>
        {STEPS.map((step) => (
          <Star key={step} size={size} fill={halves >= step * 2 ? 'full' : halves === step * 2 - 1 ? 'half' : 'empty'} />
        ))}
      </span>
      {showValue && <span className={styles.valueText}>{`${numberFormat.format(clamped)}/5`}</span>}
    </span>
  )
}

/** '1 étoile', '2 étoiles'… */
export const defaultOptionLabel = (value: number) => `${value} ${value > 1 ? 'étoiles' : 'étoile'}`

export type StarRatingInputProps = Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onChange' | 'children' | 'orientation'> & {
  /** Libellé visible du groupe. */
  label?: string
  /** Note choisie, de 1 à 5 ; 0 pour aucune (contrôlée). */
  value?: number
  /** Note de départ quand le composant n’est pas contrôlé. */
  defaultValue?: number
  /** Appelée avec la note choisie (de 1 à 5). */
  onChange?: (value: number) => void
  /** Affiché sous les étoiles quand `isInvalid` est vrai (par exemple « Veuillez attribuer une note »). */
  errorMessage?: string
  /** Nom accessible de chaque option. */
  optionLabel?: (value: number) => string
}

/**
 * Une saisie de note : cinq étoiles en groupe de boutons radio. Le survol prévisualise une note sans la
 * changer, un clic ou un toucher la fixe ; les flèches déplacent la sélection, Début et Fin vont à 1 et à 5.
 */
export function StarRatingInput({
  label = 'Note',
  value: controlledValue,
  defaultValue = 0,
  onChange,
  errorMessage,
  optionLabel = defaultOptionLabel,
  isRequired,
  className,
  validationBehavior = 'aria',
  ...rest
}: StarRatingInputProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue)
  const [preview, setPreview] = useState<number | null>(null)
  const optionsRef = useRef<HTMLDivElement>(null)
  const value = controlledValue ?? uncontrolledValue

  const select = (next: number) => {
    if (controlledValue === undefined) setUncontrolledValue(next)
    onChange?.(next)
  }

  // Native radios know the arrows (RAC handles them); Home/End are the slider-like extras a rating needs.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return
    if (rest.isDisabled || rest.isReadOnly) return
    event.preventDefault()
    const next = event.key === 'Home' ? 1 : MAX
    select(next)
    optionsRef.current?.querySelector<HTMLInputElement>(`input[value="${next}"]`)?.focus()
  }

  const shown = preview ?? value

  return (
    <RadioGroup
      {...rest}
      isRequired={isRequired}
      validationBehavior={validationBehavior}
      orientation="horizontal"
      value={value >= 1 ? String(value) : null}
      onChange={(next) => select(Number(next))}
      className={composeRenderProps(className, (cls) => clsx(styles.field, cls))}
    >
      <Label className={styles.label}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        )}
      </Label>
      {/* The radios inside are the controls; the group only routes their arrow keys and ends the hover preview. */}
      {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={optionsRef} className={styles.options} onKeyDown={onKeyDown} onPointerLeave={() => setPreview(null)}>
        {STEPS.map((step) => (
          <Radio
            key={step}
            value={String(step)}
            aria-label={optionLabel(step)}
            className={styles.option}
            onHoverStart={() => setPreview(step)}
            onHoverEnd={() => setPreview((current) => (current === step ? null : current))}
          >
            <Star size="large" fill={step <= shown ? 'full' : 'empty'} className={styles.optionStar} />
          </Radio>
        ))}
      </div>
      {/* The same error line as every other field: the icon keeps the meaning off colour alone. */}
      <FieldError>{errorMessage}</FieldError>
    </RadioGroup>
  )
}
