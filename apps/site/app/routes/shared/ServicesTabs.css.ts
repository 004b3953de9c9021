import { style } from '@vanilla-extract/css'
import { appRule, mq, vars, visuallyHidden as visuallyHiddenRule } from '@expert/ui/styles'

export const grid = style(appRule({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
}))

/** Cards stretch to the row's height. */
export const cell = style(appRule({ display: 'grid' }))

export const visuallyHidden = style(appRule(visuallyHiddenRule))
