import { useId, type HTMLAttributes, type ReactNode } from 'react'
import * as styles from './Panel.css'
import { clsx } from 'clsx/lite'

export type PanelVariant = 'outlined' | 'raised'
export const panelVariants = ['outlined', 'raised'] as const satisfies readonly PanelVariant[]
export type PanelPadding = 'default' | 'compact'
export const panelPaddings = ['default', 'compact'] as const satisfies readonly PanelPadding[]

export type PanelProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> & {
  /**
   * L’aspect du cadre : `outlined` (un fin contour, sans ombre : les encadrés d’information à côté d’un
   * formulaire) ou `raised` (une carte portée par une ombre, plus aérée dès la tablette : un formulaire, un
   * appel à l’action).
   */
  variant?: PanelVariant
  /**
   * Les marges intérieures : `default` (24 px, 32 px dès la tablette pour `raised`) ou `compact` (16 px, 24 px
   * dès la tablette pour `raised`), pour laisser plus de place à un large formulaire sur téléphone.
   */
  padding?: PanelPadding
  /** Le titre du cadre (un titre de niveau 2 par défaut), qui nomme alors la section. */
  title?: ReactNode
  /** Identifiant du titre ; un identifiant unique est créé sinon. */
  titleId?: string
  /** Niveau du titre, pour garder un plan correct. */
  headingLevel?: 2 | 3
  /**
   * L’élément rendu : une `section` quand le cadre a un titre, un `div` sinon. Une `section` sans titre se
   * nomme avec `aria-labelledby`.
   */
  as?: 'section' | 'div' | 'aside'
  /** Le contenu du cadre. */
  children?: ReactNode
  /** Classe CSS ajoutée au cadre, pour la mise en page du parent. */
  className?: string
}

/**
 * Un cadre sur fond clair aux coins arrondis, avec ou sans titre : un encadré d’information (coordonnées,
 * horaires, engagements) ou la carte qui porte un formulaire ou un appel à l’action.
 */
export function Panel({
  variant = 'outlined',
  padding = 'default',
  title,
  titleId,
  headingLevel = 2,
  as: Element = title ? 'section' : 'div',
  children,
  className,
  ...rest
}: PanelProps) {
  const ownId = useId()
  const id = titleId ?? ownId
  const Heading = `h${headingLevel}` as const
  const classes = clsx(
    styles.variant[variant],
    styles.padding[padding],
    variant === 'raised' && styles.raisedPadding[padding],
    title !== undefined && styles.titled,
    className,
  )
  if (title === undefined) {
    return (
      <Element {...rest} className={classes}>
        {children}
      </Element>
    )
  }
  return (
    <Element aria-labelledby={id} {...rest} className={classes}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {children}
    </Element>
  )
}
