import { Box, type BoxProps } from './Box'
import type { Sprinkles } from '../styles/sprinkles.css'

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> & {
  /**
   * Espace entre les enfants, pris dans l’échelle `space` ; une valeur par palier est possible (`{ mobile:
   * 'sm', desktop: 'lg' }`).
   */
  space?: Sprinkles['gap']
  /** Alignement sur l’axe horizontal. */
  align?: Sprinkles['alignItems']
}

/**
 * Des enfants l’un sous l’autre, également espacés. Le parent gère l’espacement : les enfants ne posent jamais
 * de marge extérieure.
 */
export function Stack({ space = 'md', align = 'stretch', ...rest }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} alignItems={align} {...rest} />
}
