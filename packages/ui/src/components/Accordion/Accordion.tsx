import type { ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
} from 'react-aria-components'
import * as styles from './Accordion.css'

export type AccordionItem = {
  id: string
  title: string
  content: ReactNode
  /** @default false */
  isDisabled?: boolean
}

export type AccordionProps = Pick<
  DisclosureGroupProps,
  'allowsMultipleExpanded' | 'expandedKeys' | 'defaultExpandedKeys' | 'onExpandedChange' | 'isDisabled'
> & {
  items: AccordionItem[]
  /** Level of each title's heading in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  className?: string
}

/**
 * Questions and answers (e.g. a FAQ): each title is a heading holding a button that shows or hides
 * its panel. One panel open at a time unless `allowsMultipleExpanded`.
 */
export function Accordion({ items, headingLevel = 3, className, ...rest }: AccordionProps) {
  return (
    <DisclosureGroup {...rest} className={[styles.group, className].filter(Boolean).join(' ')}>
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
