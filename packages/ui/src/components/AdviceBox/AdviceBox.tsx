import { useId, type ReactNode } from 'react'
import { Glyph } from '../Icon/Glyph'
import * as styles from './AdviceBox.css'
import { clsx } from 'clsx/lite'

export type AdviceBoxTone = 'info' | 'warning'
export const adviceBoxTones = ['info', 'warning'] as const satisfies readonly AdviceBoxTone[]

export type AdviceBoxProps = {
  /** Titre de l’encadré. */
  title?: ReactNode
  /** Le conseil lui-même. Un texte simple est placé dans un `<p>`. */
  children: ReactNode
  /** `info` pour un conseil, `warning` pour un risque ou une échéance à ne pas manquer. */
  tone?: AdviceBoxTone
  /**
   * Remplace l’icône par défaut (ampoule ou panneau d’avertissement) ; décorative. `null` pour aucune icône.
   */
  icon?: ReactNode
  /**
   * Rend le titre comme un titre de ce niveau au lieu d’un paragraphe (quand il a sa place dans le plan de la
   * page).
   */
  headingLevel?: 2 | 3 | 4
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

/**
 * Un encadré mis à part du texte : « Notre conseil », un point de vigilance. Exposé comme une note nommée par
 * son titre.
 */
export function AdviceBox({ title = 'Notre conseil', children, tone = 'info', icon, headingLevel, className }: AdviceBoxProps) {
  const titleId = useId()
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p'
  const glyph = icon === undefined ? tone === 'warning' ? <Glyph name="triangleExclamationPoint" /> : <Glyph name="lightbulb" /> : icon
  return (
    <div role="note" aria-labelledby={titleId} className={clsx(styles.box({ tone }), !glyph && styles.noIcon, className)}>
      {glyph && (
        <span className={styles.icon({ tone })} aria-hidden="true">
          {glyph}
        </span>
      )}
      <div className={styles.content}>
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
        <div className={styles.body}>{typeof children === 'string' ? <p>{children}</p> : children}</div>
      </div>
    </div>
  )
}
