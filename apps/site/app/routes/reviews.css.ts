import { globalStyle, style } from '@vanilla-extract/css'
import { appRule, focusRing, mq, vars } from '@expert/ui/styles'

export const faq = style(appRule({ marginTop: vars.space.lg }))

export const answer = style(appRule({
  display: 'grid',
  gap: vars.space.sm,
  color: vars.color.text.body,
}))

globalStyle(`${answer} > p`, appRule({ margin: 0 }))

export const answerLink = style(appRule({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { ...focusRing(), borderRadius: vars.radius.sm },
  },
}))

export const ctaActions = style(appRule({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg }))

export const backLink = style(appRule({
  display: 'inline-flex',
  alignItems: 'center',
  // A 44 px tap target (WCAG 2.5.5) for a link that stands alone.
  minHeight: '44px',
  gap: vars.space.xxs,
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { ...focusRing(), borderRadius: vars.radius.sm },
  },
}))

export const formLayout = style(appRule({
  maxWidth: '860px',
  marginInline: 'auto',
  background: vars.color.background.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  // Narrower sides on phones: 'Sélectionnez votre département' holds on one line at 390 px.
  padding: vars.space.md,
  '@media': { [mq.tablet]: { padding: vars.space.lg } },
}))
