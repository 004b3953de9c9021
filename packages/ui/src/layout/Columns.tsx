import type { HTMLAttributes } from 'react'
import type { vars } from '../styles/contract.css'
import * as styles from './layout.css'

type Count = 1 | 2 | 3 | 4

export type ColumnsProps = HTMLAttributes<HTMLDivElement> & {
  /** Columns from medium screens (768 px). @default 2 */
  tablet?: Count
  /** Columns from large screens (1024 px). @default same as tablet */
  desktop?: Count
  /** Gap between cells. @default 'lg' */
  space?: keyof typeof vars.space
}

/** One column on phones, `tablet`/`desktop` equal columns above. */
export function Columns({ tablet = 2, desktop, space = 'lg', className, ...rest }: ColumnsProps) {
  const classes = [styles.columns, styles.columnsTablet[tablet], styles.columnsDesktop[desktop ?? tablet], styles.gap[space], className]
  return <div className={classes.filter(Boolean).join(' ')} {...rest} />
}
