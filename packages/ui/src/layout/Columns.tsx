import { Box, type BoxProps } from './Box'
import type { Sprinkles } from '../styles/sprinkles.css'
import * as styles from './layout.css'

type Count = 1 | 2 | 3 | 4

export type ColumnsProps = Omit<BoxProps, 'gap'> & {
  /** Columns from medium screens (768 px). @default 2 */
  tablet?: Count
  /** Columns from large screens (1024 px). @default same as tablet */
  desktop?: Count
  /** Gap between cells. @default 'lg' */
  space?: Sprinkles['gap']
}

/** One column on phones, `tablet`/`desktop` equal columns above. */
export function Columns({ tablet = 2, desktop, space = 'lg', className, ...rest }: ColumnsProps) {
  const classes = [styles.columns, styles.columnsTablet[tablet], styles.columnsDesktop[desktop ?? tablet], className]
  return <Box gap={space} className={classes.join(' ')} {...rest} />
}
