import { Box, type BoxProps } from './Box'
import type { Sprinkles } from '../styles/sprinkles.css'

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> & {
  /** Space between children. @default 'md' */
  space?: Sprinkles['gap']
  /** Cross-axis alignment. @default 'stretch' */
  align?: Sprinkles['alignItems']
}

/** Children one under the other, evenly spaced. The parent owns spacing: children never set outer margins. */
export function Stack({ space = 'md', align = 'stretch', ...rest }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} alignItems={align} {...rest} />
}
