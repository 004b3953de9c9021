// Full contact form specifics; the form-level look (title, rows, notice) is shared with QuickQuoteForm
// through src/private/ContactForm.parts.css.ts.
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'

/** The full form breathes a little more than the quick one. */
export const contactForm = style(componentRule({ gap: vars.space.lg }))
