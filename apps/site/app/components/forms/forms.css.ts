import { style } from '@vanilla-extract/css'
import { mq, vars } from '@expert/ui/styles'

export const section = style({
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  background: vars.color.background.subtle,
  scrollMarginTop: vars.layout.headerHeight,
  '@media': { [mq.tablet]: { paddingBlock: vars.space.xxxl } },
})

export const inner = style({
  maxWidth: '860px',
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.lg,
})

export const header = style({ display: 'grid', gap: vars.space.sm, textAlign: 'center' })

export const title = style({
  margin: 0,
  color: vars.color.text.heading,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  '@media': { [mq.tablet]: { fontSize: vars.font.size.xxxl } },
})

export const intro = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.lg })

export const card = style({
  background: vars.color.background.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  '@media': { [mq.tablet]: { padding: vars.space.xl } },
})

export const noticeLine = style({ display: 'block', selectors: { '& + &': { marginTop: vars.space.xxs } } })

export const inlineLink = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
})

export const fallback = style({
  margin: `${vars.space.md} 0 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.subtle,
  color: vars.color.text.body,
})

/** The form's JS could not be downloaded (FormUnavailable): a critical notice above the form. */
export const unavailable = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.critical}`,
  background: vars.color.background.critical,
  color: vars.color.text.critical,
  display: 'grid',
  gap: vars.space.sm,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const unavailableText = style({ margin: 0, fontWeight: vars.font.weight.medium })

export const unavailableFallback = style({ margin: 0, color: vars.color.text.body })

export const reloadButton = style({
  justifySelf: 'start',
  minHeight: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.critical}`,
  background: vars.color.background.surface,
  color: vars.color.text.critical,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})
