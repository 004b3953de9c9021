import { globalStyle, style } from '@vanilla-extract/css'
import { appRule, focusRing, vars } from '@expert/ui/styles'

export const faq = style(appRule({ marginTop: vars.space.lg }))

export const answer = style(
  appRule({
    display: 'grid',
    gap: vars.space.sm,
    color: vars.color.text.body,
  }),
)

globalStyle(`${answer} > p`, appRule({ margin: 0 }))

export const answerLink = style(
  appRule({
    color: vars.color.text.link,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    selectors: {
      '&:hover': { color: vars.color.text.linkHover },
      '&:focus-visible': { ...focusRing(), borderRadius: vars.radius.sm },
    },
  }),
)

export const ctaActions = style(appRule({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg }))

/** The review form's card: centred, no wider than its two columns need. */
export const formLayout = style(appRule({ maxWidth: '860px', marginInline: 'auto' }))
