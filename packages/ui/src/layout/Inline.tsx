import { Box, type BoxProps } from './Box'
import type { Sprinkles } from '../styles/sprinkles.css'

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'flexWrap'> & {
  /** Espace entre les enfants, dans les deux sens, pris dans l’échelle `space`. */
  space?: Sprinkles['gap']
  /** Alignement vertical des enfants. */
  align?: Sprinkles['alignItems']
  /** Répartition horizontale. */
  justify?: Sprinkles['justifyContent']
  /** Garde tous les enfants sur une ligne au lieu de passer à la ligne quand la place manque. */
  noWrap?: boolean
}

/** Des enfants côte à côte, qui passent à la ligne sur les écrans étroits. */
export function Inline({ space = 'sm', align = 'center', justify = 'flex-start', noWrap = false, ...rest }: InlineProps) {
  return <Box display="flex" flexDirection="row" flexWrap={noWrap ? 'nowrap' : 'wrap'} gap={space} alignItems={align} justifyContent={justify} {...rest} />
}
