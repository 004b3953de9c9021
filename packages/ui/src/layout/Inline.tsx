import { Box, type BoxProps } from './Box'
import type { Sprinkles } from '../styles/sprinkles.css'

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'flexWrap'> & {
  /** Space between children, both axes. @default 'sm' */
  space?: Sprinkles['gap']
  /** Vertical alignment. @default 'center' */
  align?: Sprinkles['alignItems']
  /** Horizontal distribution. @default 'flex-start' */
  justify?: Sprinkles['justifyContent']
  /** Wrap onto several lines when short of room. @default true */
  wrap?: boolean
}

/** Children side by side, wrapping on narrow screens. */
export function Inline({ space = 'sm', align = 'center', justify = 'flex-start', wrap = true, ...rest }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      alignItems={align}
      justifyContent={justify}
      {...rest}
    />
  )
}
