import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { brandTone } from '../Section/Section.css'

export const list = style(
  componentRule({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
)

const columnCount = (n: number) => `repeat(${n}, minmax(0, 1fr))`
export const columns = styleVariants({ 1: [], 2: [], 3: [] }, (_, key) =>
  componentRule({
    '@media': {
      [mq.tablet]: { gridTemplateColumns: columnCount(Math.min(Number(key), 2)), columnGap: vars.space.xl },
      [mq.desktop]: { gridTemplateColumns: columnCount(Number(key)) },
    },
  }),
)

export const compact = style(componentRule({ gap: vars.space.sm }))

export const item = style(
  componentRule({
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space.md,
    alignItems: 'start',
  }),
)

// Steps: a connector line runs from one number to the next (single column only).
export const stepItem = style(
  componentRule({
    selectors: {
      '&:not(:last-child)::before': {
        content: '""',
        position: 'absolute',
        insetInlineStart: `calc(${vars.space.xl} / 2 + ${vars.space.xxs} - 1px)`,
        insetBlockStart: `calc(${vars.space.xl} + ${vars.space.xs} + ${vars.space.xs})`,
        insetBlockEnd: `calc(-1 * ${vars.space.lg} + ${vars.space.xs})`,
        borderInlineStart: `1px solid ${vars.color.border.strong}`,
        opacity: 0.4,
      },
    },
  }),
)

export const marker = styleVariants({
  check: componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space.lg,
    height: vars.space.lg,
    marginBlockStart: '0.1em',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.background.success,
    color: vars.color.text.success,
    '@media': { [mq.forcedColors]: { border: '1px solid CanvasText' } },
  }),
  icon: componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space.xxl,
    height: vars.space.xxl,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.background.secondary,
    color: vars.color.text.heading,
    '@media': { [mq.forcedColors]: { border: '1px solid CanvasText' } },
  }),
  number: componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: `calc(${vars.space.xl} + ${vars.space.xs})`,
    height: `calc(${vars.space.xl} + ${vars.space.xs})`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.background.brand,
    color: vars.color.text.onBrand,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    '@media': { [mq.forcedColors]: { border: '1px solid CanvasText' } },
    selectors: {
      [`${brandTone} &`]: { backgroundColor: vars.color.background.secondary, color: vars.color.text.heading },
    },
  }),
})

globalStyle(`${marker.icon} svg`, componentRule({ width: vars.space.lg, height: vars.space.lg }))

export const content = style(
  componentRule({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: 0,
    paddingBlockStart: vars.space.xxs,
  }),
)

export const contentWithBigMarker = style(componentRule({ paddingBlockStart: vars.space.xs }))

export const title = style(
  componentRule({
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.heading,
    selectors: { [`${brandTone} &`]: { color: vars.color.text.onBrand } },
  }),
)

export const description = style(
  componentRule({
    color: vars.color.text.muted,
    selectors: { [`${brandTone} &`]: { color: vars.color.text.onBrandMuted } },
  }),
)
