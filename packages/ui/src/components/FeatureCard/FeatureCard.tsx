import type { ReactNode } from 'react'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import * as styles from './FeatureCard.css'
import { clsx } from 'clsx/lite'

export type FeatureCardProps = {
  /** Le titre de la carte. */
  title: ReactNode
  /** Le texte sous le titre. Un texte simple est placé dans un `<p>`. */
  children?: ReactNode
  /** Icône décorative au-dessus du titre (une icône de `Icon`). */
  icon?: ReactNode
  /** Adresse vers laquelle mène le titre ; toute la carte devient alors la cible du lien. */
  href?: string
  /** Niveau du titre, pour garder un plan correct. */
  headingLevel?: 2 | 3 | 4
  /** L’élément rendu : `li` dans une liste de cartes (`CardGrid`). */
  as?: 'div' | 'li' | 'article'
  /** Classe CSS ajoutée à la carte, pour la mise en page du parent. */
  className?: string
}

/**
 * Une carte de présentation : une icône, un titre et un court texte (valeurs, avantages, sous-thèmes).
 * Avec `href`, le lien du titre couvre toute la carte, anneau de focus compris.
 */
export function FeatureCard({ title, children, icon, href, headingLevel = 3, as: Element = 'div', className }: FeatureCardProps) {
  const Heading = `h${headingLevel}` as const
  const CardLink = useLinkComponent(href ?? '')
  return (
    <Element className={clsx(styles.card, className)}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>
        {href ? (
          <CardLink href={href} className={styles.link}>
            {title}
          </CardLink>
        ) : (
          title
        )}
      </Heading>
      {typeof children === 'string' ? <p>{children}</p> : children}
    </Element>
  )
}
