import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { components } from '../../styles/layers.css'
import { mq } from '../../styles/breakpoints'

export const footer = style({
  '@layer': {
    [components]: {
      backgroundColor: vars.color.background.brand,
      color: vars.color.text.onBrand,
      fontSize: vars.font.size.sm,
      '@media': { [mq.forcedColors]: { borderTop: '1px solid CanvasText' } },
    },
  },
})

export const main = style({
  '@layer': {
    [components]: {
      paddingBlock: vars.space.xxl,
      '@media': { [mq.desktop]: { paddingBlock: vars.space.xxxl } },
    },
  },
})

export const column = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md } },
})

export const heading = style({
  '@layer': {
    [components]: {
      color: vars.color.text.onBrand,
      fontSize: vars.font.size.md,
      fontWeight: vars.font.weight.bold,
      lineHeight: vars.font.lineHeight.snug,
    },
  },
})

export const subheading = style({
  '@layer': {
    [components]: {
      color: vars.color.text.onBrand,
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.snug,
    },
  },
})

export const homeLink = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      maxWidth: '100%',
      borderRadius: vars.radius.sm,
      textDecoration: 'none',
      outline: 'none',
      selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '4px' } },
      '@media': { [mq.forcedColors]: { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } } },
    },
  },
})

export const muted = style({
  '@layer': { [components]: { color: vars.color.text.onBrandMuted, lineHeight: vars.font.lineHeight.body } },
})

export const list = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      listStyle: 'none',
      padding: 0,
    },
  },
})

export const listLink = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xs,
      // A comfortable touch target in a dense list.
      paddingBlock: vars.space.xxs,
    },
  },
})

export const logos = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space.sm,
      listStyle: 'none',
      padding: 0,
    },
  },
})

export const logoChip = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      padding: vars.space.xs,
      borderRadius: vars.radius.md,
      // Owners' logos are designed for light backgrounds.
      backgroundColor: vars.color.background.page,
    },
  },
})

export const logoLink = style({
  '@layer': {
    [components]: {
      display: 'block',
      borderRadius: vars.radius.md,
      outline: 'none',
      selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
      '@media': { [mq.forcedColors]: { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } } },
    },
  },
})

export const logoImage = style({
  '@layer': { [components]: { height: `calc(${vars.space.xl} + ${vars.space.xs})`, width: 'auto', maxWidth: '10rem', objectFit: 'contain' } },
})

export const address = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      fontStyle: 'normal',
    },
  },
})

export const contactLine = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.xs,
    },
  },
})

export const contactIcon = style({
  '@layer': { [components]: { marginBlockStart: '0.15em', color: vars.color.text.onBrandMuted } },
})

export const badge = style({
  '@layer': {
    [components]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xs,
      paddingBlock: vars.space.xxs,
      paddingInline: vars.space.sm,
      border: `1px solid ${vars.color.accent}`,
      borderRadius: vars.radius.full,
      fontSize: vars.font.size.xs,
      fontWeight: vars.font.weight.semibold,
      color: vars.color.text.onBrand,
      '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
    },
  },
})

export const badgeIcon = style({
  '@layer': { [components]: { color: vars.color.accent } },
})

export const bottom = style({
  '@layer': {
    [components]: {
      borderTop: `1px solid ${vars.color.border.onBrand}`,
      paddingBlock: vars.space.lg,
      fontSize: vars.font.size.xs,
    },
  },
})

export const bottomInner = style({
  '@layer': {
    [components]: {
      // Legal links first (they are what people look for down here), then the copyright line.
      display: 'flex',
      flexDirection: 'column-reverse',
      gap: vars.space.md,
    },
  },
})

export const legalList = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space.md,
      rowGap: vars.space.xs,
      listStyle: 'none',
      padding: 0,
    },
  },
})
