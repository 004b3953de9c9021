import type { HTMLAttributes, ReactNode } from 'react'
import { clsx } from 'clsx/lite'
import * as styles from './Typography.css'

export type HeadingSize = 'md' | 'lg' | 'xl' | 'xxl'
export const headingSizes = ['md', 'lg', 'xl', 'xxl'] as const satisfies readonly HeadingSize[]

export type HeadingProps = Omit<HTMLAttributes<HTMLHeadingElement>, 'children'> & {
  /** Niveau dans le plan de la page (`h2` à `h4`) : le h1 de la page est dans le bandeau d’ouverture. */
  level: 2 | 3 | 4
  /** Taille du texte, indépendante du niveau. Par défaut : `xl` pour un h2, `lg` pour un h3, `md` pour un h4. */
  size?: HeadingSize
  /** Le texte du titre. */
  children: ReactNode
}

const defaultHeadingSize = { 2: 'xl', 3: 'lg', 4: 'md' } as const

/**
 * Le titre d’un bloc dans le corps d’une page (« Exemples de situations », « Notre accompagnement ») : couleur
 * des titres, interlignage serré, lignes équilibrées. Pour l’en-tête d’un bandeau, voir `SectionHeading`.
 */
export function Heading({ level, size = defaultHeadingSize[level], className, children, ...rest }: HeadingProps) {
  const Element = `h${level}` as const
  return (
    <Element {...rest} className={clsx(styles.headingSize[size], className)}>
      {children}
    </Element>
  )
}

export type TextSize = 'sm' | 'md' | 'lg'
export const textSizes = ['sm', 'md', 'lg'] as const satisfies readonly TextSize[]

export type TextProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Taille du texte : `lg` pour un chapeau d’introduction, `sm` pour une mention. */
  size?: TextSize
  /** Couleur : `muted` pour un texte secondaire. */
  tone?: 'body' | 'muted'
  /** L’élément rendu : un paragraphe par défaut. */
  as?: 'p' | 'span' | 'div'
  /** Le texte. */
  children: ReactNode
}

/** Un paragraphe de texte courant, à une taille et une couleur de l’échelle du thème. */
export function Text({ size = 'md', tone = 'body', as: Element = 'p', className, children, ...rest }: TextProps) {
  return (
    <Element {...rest} className={clsx(styles.textSize[size], styles.textTone[tone], className)}>
      {children}
    </Element>
  )
}
