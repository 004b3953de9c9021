import { style } from '@vanilla-extract/css'
import { focusRing, mq, vars } from '@expert/ui/styles'

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

export const inlineLink = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { ...focusRing(), borderRadius: vars.radius.sm },
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

/** FormUnavailable: the design system's error state (States.css) above the form, focusable on send. */
export const unavailable = style({
  marginBottom: vars.space.md,
  selectors: {
    '&:focus-visible': focusRing(),
  },
})

/** The phone/e-mail line inside the error panel: the panel message's measure, in body colour. */
export const unavailableFallback = style({
  margin: 0,
  maxWidth: vars.layout.readingWidth,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.body,
})
