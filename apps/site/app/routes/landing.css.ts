import { style } from '@vanilla-extract/css'
import { appRule, vars } from '@expert/ui/styles'

/**
 * 'Appeler un expert' over the phone number: two lines at every width, so the number never starts a
 * line with the separator that joined them (a one-line label did not fit the button from 360 to 1440 px).
 */
export const callText = style(appRule({ display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.25 }))

/** The phone number, under the button's label, never split across lines. */
export const phoneNumber = style(appRule({ fontWeight: vars.font.weight.regular, whiteSpace: 'nowrap' }))
