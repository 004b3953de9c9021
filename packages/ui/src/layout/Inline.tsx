import { Box, type BoxProps } from './Box'
import type { Sprinkles } from '../styles/sprinkles.css'

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'flexWrap'> & {
  /** Space between children, both axes. @default 'sm' */
  space?: Sprinkles['gap']
  /** Vertical alignment. @default 'center' */
  align?: Sprinkles['alignItems']
  /** Horizontal distribution. @default 'flex-start' */
  justify?: Sprinkles['justifyContent']
  /** Keep every child on one line instead of wrapping when short of room. @default false */
  noWrap?: boolean
}

/** Children side by side, wrapping on narrow screens. */
export function Inline({ space = 'sm', align = 'center', justify = 'flex-start', noWrap = false, ...rest }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={noWrap ? 'nowrap' : 'wrap'}
      gap={space}
      alignItems={align}
      justifyContent={justify}
      {...rest}
    />
  )
}
