import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'

export const state = recipe({
  base: componentRule({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.md,
    paddingBlock: vars.space.xl,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.lg,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  }),
  variants: {
    tone: {
      loading: componentRule({ color: vars.color.text.muted }),
      error: componentRule({
        backgroundColor: vars.color.background.critical,
        border: `1px solid ${vars.color.border.critical}`,
        color: vars.color.text.critical,
        '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
      }),
      empty: componentRule({
        backgroundColor: vars.color.background.subtle,
        border: `1px solid ${vars.color.border.subtle}`,
        color: vars.color.text.body,
        '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
      }),
    },
  },
})

export const loadingRow = style(componentRule({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.size.md }))

export const icon = style(componentRule({ flexShrink: 0, width: vars.space.xl, height: vars.space.xl }))

export const emptyIcon = style(componentRule({ display: 'inline-flex', color: vars.color.text.link }))

export const message = style(
  componentRule({
    margin: 0,
    maxWidth: vars.layout.readingWidth,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.body,
  }),
)

export const errorMessage = style(componentRule({ fontWeight: vars.font.weight.medium }))
