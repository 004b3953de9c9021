import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { components } from '../../styles/layers.css'
import { mq } from '../../styles/breakpoints'

export const group = style({
  '@layer': {
    [components]: {
      borderTop: `1px solid ${vars.color.border.subtle}`,
      '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
    },
  },
})

export const item = style({
  '@layer': {
    [components]: {
      borderBottom: `1px solid ${vars.color.border.subtle}`,
      '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
    },
  },
})

export const heading = style({
  '@layer': { [components]: { margin: 0, fontSize: 'inherit' } },
})

export const trigger = style({
  '@layer': {
    [components]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.md,
      width: '100%',
      minHeight: vars.space.xxl,
      paddingBlock: vars.space.md,
      paddingInline: vars.space.xs,
      border: 'none',
      borderRadius: vars.radius.sm,
      backgroundColor: 'transparent',
      color: vars.color.text.heading,
      fontSize: vars.font.size.lg,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.snug,
      textAlign: 'start',
      overflowWrap: 'anywhere',
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      outline: 'none',
      selectors: {
        '&[data-hovered]': { color: vars.color.text.link, backgroundColor: vars.color.background.subtle },
        '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
        '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
      },
      '@media': {
        [mq.forcedColors]: {
          selectors: {
            '&[data-focus-visible]': { outlineColor: 'Highlight' },
            '&[data-disabled]': { color: 'GrayText' },
          },
        },
      },
    },
  },
})

export const chevron = style({
  '@layer': {
    [components]: {
      flexShrink: 0,
      width: vars.space.lg,
      height: vars.space.lg,
      color: vars.color.text.link,
      transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
      selectors: {
        [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' },
      },
      '@media': {
        [mq.reducedMotion]: { transition: 'none' },
        [mq.forcedColors]: { color: 'CanvasText' },
      },
    },
  },
})

export const panel = style({
  '@layer': {
    [components]: {
      color: vars.color.text.body,
      lineHeight: vars.font.lineHeight.body,
      overflowWrap: 'anywhere',
    },
  },
})

export const panelContent = style({
  '@layer': {
    [components]: {
      paddingInline: vars.space.xs,
      paddingBottom: vars.space.md,
      maxWidth: vars.layout.readingWidth,
    },
  },
})
