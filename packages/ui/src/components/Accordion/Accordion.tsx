import type { ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading, type DisclosureGroupProps } from 'react-aria-components'
import * as styles from './Accordion.css'
import { clsx } from 'clsx/lite'

export type AccordionItem = {
  id: string
  title: string
  content: ReactNode
  /** Rend la question inerte : son panneau ne s’ouvre pas. */
  isDisabled?: boolean
}

export type AccordionProps = Pick<
  DisclosureGroupProps,
  'allowsMultipleExpanded' | 'expandedKeys' | 'defaultExpandedKeys' | 'onExpandedChange' | 'isDisabled'
> & {
  /** Autorise plusieurs panneaux ouverts en même temps. */
  allowsMultipleExpanded?: boolean
  /** Les panneaux ouverts au premier affichage (non contrôlé), par `id` de question. */
  defaultExpandedKeys?: Iterable<string>
  /** Appelée avec les `id` des panneaux ouverts, à chaque ouverture ou fermeture. */
  onExpandedChange?: (keys: Set<string | number>) => void
  /**
   * Les questions, dans l’ordre : `id` unique, `title` (le texte du bouton), `content` (le panneau),
   * `isDisabled`.
   */
  items: AccordionItem[]
  /** Niveau du titre de chaque question dans le plan de la page. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

/**
 * Questions et réponses (une FAQ, par exemple) : chaque question est un titre qui contient un bouton ; ce
 * bouton ouvre ou ferme son panneau. Un seul panneau ouvert à la fois, sauf avec `allowsMultipleExpanded`.
 */
export function Accordion({ items, headingLevel = 3, className, ...rest }: AccordionProps) {
  return (
    <DisclosureGroup {...rest} className={clsx(styles.group, className)}>
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} isDisabled={item.isDisabled} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              {item.title}
              <ChevronDown className={styles.chevron} aria-hidden="true" />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.panelContent}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  )
}
