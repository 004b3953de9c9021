import { useId, type ReactNode } from 'react'
import { Panel } from '../Panel/Panel'
import * as styles from './FormSection.css'

export type FormSectionProps = {
  /** Le titre de la section (un titre de niveau 2), qui la nomme. */
  title: ReactNode
  /** Le paragraphe sous le titre. */
  intro?: ReactNode
  /** Identifiant de la section : la cible des liens « Devis gratuit » (elle s’arrête sous l’en-tête fixe). */
  id?: string
  /** Identifiant du titre ; un identifiant unique est créé sinon. */
  titleId?: string
  /** Le formulaire (ou l’îlot qui le porte), posé dans la carte. */
  children: ReactNode
}

/**
 * Le bandeau d’un formulaire dans une page : fond discret, titre et introduction centrés, puis le formulaire
 * dans une carte portée par une ombre (`Panel` `raised`). Le texte vient du site.
 */
export function FormSection({ title, intro, id, titleId, children }: FormSectionProps) {
  const ownId = useId()
  const headingId = titleId ?? ownId
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        <Panel variant="raised">{children}</Panel>
      </div>
    </section>
  )
}
