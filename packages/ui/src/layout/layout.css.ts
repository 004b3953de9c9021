import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../styles/contract.css'
import { componentRule } from '../styles/layered'
import { mq } from '../styles/breakpoints'

export const container = style(
  componentRule({
    width: '100%',
    maxWidth: `calc(${vars.layout.contentWidth} + 2 * ${vars.space.lg})`,
    marginInline: 'auto',
    paddingInline: vars.space.md,
    '@media': { [mq.tablet]: { paddingInline: vars.space.lg } },
  }),
)

export const containerNarrow = style(componentRule({ maxWidth: `calc(${vars.layout.readingWidth} + 2 * ${vars.space.lg})` }))

export const columns = style(componentRule({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }))

const columnCount = (n: number) => `repeat(${n}, minmax(0, 1fr))`
export const columnsTablet = styleVariants({ 1: [], 2: [], 3: [], 4: [] }, (_, key) =>
  componentRule({ '@media': { [mq.tablet]: { gridTemplateColumns: columnCount(Number(key)) } } }),
)
export const columnsDesktop = styleVariants({ 1: [], 2: [], 3: [], 4: [] }, (_, key) =>
  componentRule({ '@media': { [mq.desktop]: { gridTemplateColumns: columnCount(Number(key)) } } }),
)

// Static class maps for Container and Columns, so the site's shell (header, footer) needs no
// sprinkles runtime: only the props these two actually take.
export const gap = styleVariants(vars.space, (space) => componentRule({ gap: space }))
export const paddingY = styleVariants(vars.space, (space) => componentRule({ paddingTop: space, paddingBottom: space }))
