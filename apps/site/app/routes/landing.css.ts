import { style } from '@vanilla-extract/css'
import { appRule, vars } from '@expert/ui/styles'

/** 'Appeler un expert', kept on one line. */
export const callLabel = style(appRule({ whiteSpace: 'nowrap' }))

/** The phone number, after the button's label: '· 04 65 71 12 34', never split across lines. */
export const phoneNumber = style(
  appRule({
    fontWeight: vars.font.weight.regular,
    whiteSpace: 'nowrap',
    '::before': { content: '"· "' },
  }),
)
