// Form-level pieces shared by QuickQuoteForm and ContactForm (title, intro, privacy notice, actions).
import { style } from '@vanilla-extract/css'
import { vars } from '../styles/contract.css'
import { components } from '../styles/layers.css'
import { mq } from '../styles/breakpoints'

export const form = style({
  '@layer': {
    [components]: { display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 },
  },
})

export const header = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space.xs } },
})

export const title = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.xl,
      fontWeight: vars.font.weight.bold,
      lineHeight: vars.font.lineHeight.tight,
      color: vars.color.text.heading,
      '@media': { [mq.tablet]: { fontSize: vars.font.size.xxl } },
    },
  },
})

export const intro = style({
  '@layer': { [components]: { color: vars.color.text.body, fontSize: vars.font.size.md } },
})

/** Two fields side by side from tablets, one under the other on phones. */
export const row = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space.lg,
      '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
    },
  },
})

export const checkboxes = style({
  '@layer': { [components]: { display: 'flex', flexDirection: 'column', gap: vars.space.xs } },
})

export const notice = style({
  '@layer': {
    [components]: {
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.snug,
      color: vars.color.text.muted,
      maxWidth: vars.layout.readingWidth,
    },
  },
})

export const link = style({
  '@layer': {
    [components]: {
      color: vars.color.text.link,
      textDecoration: 'underline',
      textUnderlineOffset: '0.15em',
      selectors: {
        '&:hover': { color: vars.color.text.linkHover },
        '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: '2px' },
      },
    },
  },
})

export const actions = style({
  '@layer': {
    [components]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
      '@media': { [mq.tablet]: { flexDirection: 'row', alignItems: 'center' } },
    },
  },
})
