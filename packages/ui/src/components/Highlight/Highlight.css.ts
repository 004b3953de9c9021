import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'

export const band = style(
  componentRule({
    display: 'grid',
    gap: vars.space.sm,
    justifyItems: 'center',
    textAlign: 'center',
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.md,
    background: vars.color.background.subtle,
  }),
)

export const claim = style(
  componentRule({
    maxWidth: vars.layout.readingWidth,
    color: vars.color.text.heading,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    '@media': { [mq.tablet]: { fontSize: vars.font.size.xxxl } },
  }),
)

export const text = style(componentRule({ maxWidth: vars.layout.readingWidth, fontSize: vars.font.size.lg }))
