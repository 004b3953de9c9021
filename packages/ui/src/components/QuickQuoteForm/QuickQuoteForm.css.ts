// Quick form specifics; the form-level look (title, rows, notice) is shared with ContactForm
// through src/private/ContactForm.parts.css.ts.
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { components } from '../../styles/layers.css'

/** A compact form: slightly tighter vertical rhythm than the full contact form. */
export const quickForm = style({ '@layer': { [components]: { gap: vars.space.md } } })
