import { style } from '@vanilla-extract/css'
import { focusRing, mq, vars } from '@expert/ui/styles'

// ---- review form -------------------------------------------------------------------------------

export const form = style({ display: 'grid', gap: vars.space.lg })

export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
})

/** The submit button spans the form, as in the two quote forms. */
export const formActions = style({ display: 'flex' })

export const privacyNotice = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
})

export const noticeLine = style({ display: 'block', selectors: { '& + &': { marginTop: vars.space.xxs } } })

export const inlineLink = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { ...focusRing(), borderRadius: vars.radius.sm },
  },
})

/** The policy link on a line of its own under a form: a 44 px tap target (WCAG 2.5.5). */
export const noticeLink = style([inlineLink, { display: 'inline-flex', alignItems: 'center', minHeight: '44px' }])

export const plainError = style({ margin: 0, textAlign: 'center', color: vars.color.text.critical })
