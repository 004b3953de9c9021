// Quick form specifics; the form-level look (title, rows, notice) is shared with ContactForm
// through src/private/ContactForm.parts.css.ts.
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'

/** A compact form: slightly tighter vertical rhythm than the full contact form. */
export const quickForm = style(componentRule({ gap: vars.space.md }))
