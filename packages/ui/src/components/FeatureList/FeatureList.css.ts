import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { components } from '../../styles/layers.css'
import { mq } from '../../styles/breakpoints'
import { brandTone } from '../Section/Section.css'

export const list = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space.lg,
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
  },
})

const columnCount = (n: number) => `repeat(${n}, minmax(0, 1fr))`
export const columns = styleVariants({ 1: [], 2: [], 3: [] }, (_, key) => ({
  '@layer': {
    [components]: {
      '@media': {
        [mq.tablet]: { gridTemplateColumns: columnCount(Math.min(Number(key), 2)), columnGap: vars.space.xl },
        [mq.desktop]: { gridTemplateColumns: columnCount(Number(key)) },
      },
    },
  },
}))

export const compact = style({ '@layer': { [components]: { gap: vars.space.sm } } })

export const item = style({
  '@layer': {
    [components]: {
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      columnGap: vars.space.md,
      alignItems: 'start',
    },
  },
})

// Steps: a connector line runs from one number to the next (single column only).
export const stepItem = style({
  '@layer': {
    [components]: {
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
    },
  },
})

export const marker = styleVariants({
  check: {
    '@layer': {
      [components]: {
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
      },
    },
  },
  icon: {
    '@layer': {
      [components]: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: vars.space.xxl,
        height: vars.space.xxl,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.background.secondary,
        color: vars.color.text.heading,
        '@media': { [mq.forcedColors]: { border: '1px solid CanvasText' } },
      },
    },
  },
  number: {
    '@layer': {
      [components]: {
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
      },
    },
  },
})

globalStyle(`${marker.icon} svg`, { '@layer': { [components]: { width: vars.space.lg, height: vars.space.lg } } })

export const content = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xxs,
      minWidth: 0,
      paddingBlockStart: vars.space.xxs,
    },
  },
})

export const contentWithBigMarker = style({
  '@layer': { [components]: { paddingBlockStart: vars.space.xs } },
})

export const title = style({
  '@layer': {
    [components]: {
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.snug,
      color: vars.color.text.heading,
      selectors: { [`${brandTone} &`]: { color: vars.color.text.onBrand } },
    },
  },
})

export const description = style({
  '@layer': {
    [components]: {
      color: vars.color.text.muted,
      selectors: { [`${brandTone} &`]: { color: vars.color.text.onBrandMuted } },
    },
  },
})
