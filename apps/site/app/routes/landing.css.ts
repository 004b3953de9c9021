import { style } from '@vanilla-extract/css'
import { appRule, mq, vars } from '@expert/ui/styles'

/** 'Appeler un expert', kept on one line. */
export const callLabel = style(appRule({ whiteSpace: 'nowrap' }))

/** The phone number, after the button's label: '· 04 65 71 12 34', never split across lines. */
export const phoneNumber = style(appRule({
  fontWeight: vars.font.weight.regular,
  whiteSpace: 'nowrap',
  '::before': { content: '"· "' },
}))

export const highlight = style(appRule({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'center',
  textAlign: 'center',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  background: vars.color.background.subtle,
}))

export const highlightClaim = style(appRule({
  maxWidth: vars.layout.readingWidth,
  color: vars.color.text.heading,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [mq.tablet]: { fontSize: vars.font.size.xxxl } },
}))

export const highlightText = style(appRule({ maxWidth: vars.layout.readingWidth, fontSize: vars.font.size.lg }))
