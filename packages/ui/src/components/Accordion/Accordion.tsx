// Native disclosures (<details>/<summary>): a question opens at the first tap from the first paint,
// with or without the page's JavaScript; React only reports the changes and follows `expandedKeys`.
import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react'
import { Glyph } from '../Icon/Glyph'
import * as styles from './Accordion.css'
import { clsx } from 'clsx/lite'

export type AccordionItem = {
  id: string
  title: string
  content: ReactNode
  /** Rend la question inerte : son panneau ne s’ouvre pas. */
  isDisabled?: boolean
}

export type AccordionProps = {
  /**
   * Autorise plusieurs panneaux ouverts en même temps. Sinon, ouvrir une question ferme l’autre
   * (l’attribut `name` commun des `<details>`, natif, sans JavaScript).
   */
  allowsMultipleExpanded?: boolean
  /** Les panneaux ouverts (contrôlé), par `id` de question. */
  expandedKeys?: Iterable<string>
  /** Les panneaux ouverts au premier affichage (non contrôlé), par `id` de question. */
  defaultExpandedKeys?: Iterable<string>
  /** Appelée avec les `id` des panneaux ouverts, à chaque ouverture ou fermeture. */
  onExpandedChange?: (keys: Set<string | number>) => void
  /** Rend toutes les questions inertes. */
  isDisabled?: boolean
  /**
   * Les questions, dans l’ordre : `id` unique, `title` (le texte du bouton), `content` (le panneau),
   * `isDisabled`.
   */
  items: AccordionItem[]
  /** Niveau du titre de chaque question dans le plan de la page. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

const ITEM_ID = 'data-accordion-item'

/** A disabled question's summary does not toggle its <details> (before hydration, `pointer-events` and `tabindex` keep it inert). */
const preventToggle = (event: MouseEvent) => event.preventDefault()

/**
 * Questions et réponses (une FAQ, par exemple) : chaque question est un `<details>` natif dont le
 * `<summary>` (un bouton, qui contient le titre de la question) ouvre ou ferme le panneau, dès
 * l’affichage et sans JavaScript. Un seul panneau ouvert à la fois, sauf avec `allowsMultipleExpanded`.
 */
export function Accordion({
  items,
  headingLevel = 3,
  className,
  allowsMultipleExpanded = false,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  isDisabled = false,
}: AccordionProps) {
  const name = useId()
  const root = useRef<HTMLDivElement>(null)
  const open = new Set(expandedKeys ?? defaultExpandedKeys ?? [])
  const controlled = expandedKeys !== undefined
  const openKey = controlled ? [...open].join('\n') : ''
  const reported = useRef<string | null>(null)
  const Heading = `h${headingLevel}` as const

  // Controlled: the <details> follow `expandedKeys` whenever it changes.
  useLayoutEffect(() => {
    if (!controlled || !root.current) return
    const keys = new Set(openKey ? openKey.split('\n') : [])
    for (const details of root.current.querySelectorAll<HTMLDetailsElement>(`details[${ITEM_ID}]`)) {
      details.open = keys.has(details.getAttribute(ITEM_ID) ?? '')
    }
  }, [controlled, openKey])

  // Exclusive <details> close each other with one toggle event each: the open set is reported once per change.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!onExpandedChange || !root.current || event.target !== event.currentTarget) return
    const keys = [...root.current.querySelectorAll(`details[${ITEM_ID}][open]`)].map((details) => details.getAttribute(ITEM_ID) ?? '')
    const key = keys.join('\n')
    if (key === reported.current) return
    reported.current = key
    onExpandedChange(new Set(keys))
  }

  return (
    <div ref={root} className={clsx(styles.group, className)}>
      {items.map((item) => {
        const disabled = isDisabled || item.isDisabled
        return (
          <details
            key={item.id}
            {...{ [ITEM_ID]: item.id }}
            name={allowsMultipleExpanded ? undefined : name}
            open={open.has(item.id)}
            onToggle={onToggle}
            className={styles.item}
            // The visitor may open a question before hydration: its `open` is theirs, not a mismatch.
            suppressHydrationWarning
          >
            <summary
              className={styles.trigger}
              aria-disabled={disabled || undefined}
              tabIndex={disabled ? -1 : undefined}
              onClick={disabled ? preventToggle : undefined}
            >
              <Heading className={styles.heading}>{item.title}</Heading>
              <Glyph name="chevronDown" className={styles.chevron} />
            </summary>
            <div className={styles.panel}>
              <div className={styles.panelContent}>{item.content}</div>
            </div>
          </details>
        )
      })}
    </div>
  )
}
