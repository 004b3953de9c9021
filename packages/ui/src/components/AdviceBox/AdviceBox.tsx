import { useId, type ReactNode } from 'react'
import { Lightbulb, TriangleAlert } from 'lucide-react'
import * as styles from './AdviceBox.css'

export const adviceBoxTones = ['info', 'warning'] as const

export type AdviceBoxProps = {
  /** Heading of the callout. @default 'Notre conseil' */
  title?: ReactNode
  /** The advice. A string is wrapped in a `<p>`. */
  children: ReactNode
  /** `info` for advice, `warning` for a risk or a deadline not to miss. @default 'info' */
  tone?: (typeof adviceBoxTones)[number]
  /** Replaces the default icon (lightbulb / warning sign); decorative. Pass `null` for none. */
  icon?: ReactNode
  /** Render the title as a heading of this level instead of a paragraph (when it belongs in the outline). */
  headingLevel?: 2 | 3 | 4
  className?: string
}

/** A callout set apart from the text: 'Notre conseil', a point of vigilance. Exposed as a named note. */
export function AdviceBox({ title = 'Notre conseil', children, tone = 'info', icon, headingLevel, className }: AdviceBoxProps) {
  const titleId = useId()
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p'
  const glyph = icon === undefined ? tone === 'warning' ? <TriangleAlert /> : <Lightbulb /> : icon
  return (
    <div role="note" aria-labelledby={titleId} className={[styles.box({ tone }), !glyph && styles.noIcon, className].filter(Boolean).join(' ')}>
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
