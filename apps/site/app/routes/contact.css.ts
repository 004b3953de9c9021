import { style } from '@vanilla-extract/css'
import { appRule, mq, vars } from '@expert/ui/styles'

// Page composition only: the form beside its side panels (one column, then two thirds / one third).

export const layout = style(
  appRule({
    maxWidth: vars.layout.contentWidth,
    marginInline: 'auto',
    paddingInline: vars.space.md,
    paddingBlock: vars.space.xl,
    display: 'grid',
    gap: vars.space.xl,
    alignItems: 'start',
    '@media': {
      [mq.tablet]: { paddingBlock: vars.space.xxl },
      [mq.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
    },
  }),
)

export const aside = style(appRule({ display: 'grid', gap: vars.space.lg }))
