// Review form specifics; the form-level look (rows, notice, actions) is shared with the contact
// forms through src/private/ContactForm.parts.css.ts.
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'

/** One grid: every block takes the form's width, a steady gap between them. */
export const form = style(componentRule({ display: 'grid', gap: vars.space.lg }))

/** Side by side from tablets, each field keeps its own height (the name column is taller). */
export const row = style(componentRule({ alignItems: 'start' }))

/** The name, then 'Rester anonyme' right under it. */
export const nameColumn = style(componentRule({ display: 'grid', gap: vars.space.lg }))
