import type { HTMLAttributes, ReactNode } from 'react'
import * as styles from './Section.css'
import { clsx } from 'clsx/lite'

export type SectionTone = 'default' | 'subtle' | 'brand'
export const sectionTones = ['default', 'subtle', 'brand'] as const satisfies readonly SectionTone[]

export type SectionProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Fond du bandeau. `brand` passe le texte et `SectionHeading` aux couleurs sur fond de marque. */
  tone?: SectionTone
  /** Marges verticales : `compact` pour les bandeaux qui se suivent. */
  spacing?: 'default' | 'compact'
  /**
   * Largeur de la colonne centrée : largeur du contenu du site, largeur de lecture (environ 70 caractères) ou
   * pleine largeur.
   */
  width?: 'content' | 'reading' | 'full'
  /** L’élément rendu ; `section` devient un repère une fois nommé avec `aria-labelledby`. */
  as?: 'section' | 'div' | 'aside'
  /** Le contenu du bandeau, le plus souvent un `SectionHeading` puis des blocs. */
  children?: ReactNode
}

/** Un bandeau pleine largeur d’une page : ton de fond, rythme vertical généreux, colonne de contenu centrée. */
export function Section({ tone = 'default', spacing = 'default', width = 'content', as: Element = 'section', className, children, ...rest }: SectionProps) {
  return (
    <Element {...rest} className={clsx(styles.section({ tone, spacing }), className)}>
      <div className={styles.inner({ width })}>{children}</div>
    </Element>
  )
}

export type SectionHeadingProps = {
  /** Le texte du titre. */
  title: ReactNode
  /** Court surtitre au-dessus du titre, affiché comme une pastille (« Témoignages Clients »). */
  badge?: ReactNode
  /** Icône décorative dans le surtitre. */
  badgeIcon?: ReactNode
  /** Paragraphe sous le titre. */
  intro?: ReactNode
  /** Alignement du bloc de titre. */
  align?: 'center' | 'left'
  /** Niveau du titre, pour garder un plan correct (le h1 de la page est dans le bandeau d’ouverture). */
  level?: 2 | 3 | 4
  /** Identifiant du titre, pour nommer la section qui l’entoure avec `aria-labelledby`. */
  id?: string
  className?: string
}

/** Surtitre, titre et introduction en haut d’une section. */
export function SectionHeading({ title, badge, badgeIcon, intro, align, level = 2, id, className }: SectionHeadingProps) {
  const Heading = `h${level}` as const
  return (
    <div className={clsx(styles.heading({ align }), className)}>
      {badge && (
        <p className={styles.eyebrow}>
          {badgeIcon}
          {badge}
        </p>
      )}
      <Heading id={id} className={clsx(styles.title, level > 2 && styles.titleSmall)}>
        {title}
      </Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  )
}
