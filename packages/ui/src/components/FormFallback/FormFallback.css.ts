// The other ways to reach the office when a form fails: a sentence with phone and e-mail links, boxed
// under the form after a failed send or plain inside the error panel of a form whose script did not load.
import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { focusRing, textLink } from '../../styles/atoms'

/** A box under the form, after a send: its place and shape (the fallback's and the success notice's). */
const boxUnderForm = { margin: `${vars.space.md} 0 0`, padding: vars.space.md, borderRadius: vars.radius.md } as const

export const placement = styleVariants({
  /** Under the form, after a failed send: a light box. */
  below: componentRule({
    ...boxUnderForm,
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.background.subtle,
    color: vars.color.text.body,
  }),
  /** Inside the error panel: the panel message's measure, in body colour. */
  panel: componentRule({
    margin: 0,
    maxWidth: vars.layout.readingWidth,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.body,
    color: vars.color.text.body,
  }),
})

/** A phone number or an address inside the sentence. */
export const link = style(
  componentRule({
    ...textLink,
    textUnderlineOffset: '2px',
    selectors: { ...textLink.selectors, '&:focus-visible': { ...focusRing(), borderRadius: vars.radius.sm } },
  }),
)

/** The error panel above a form that could not load: away from the form, focusable when a send is tried. */
export const unavailable = style(componentRule({ marginBottom: vars.space.md, selectors: { '&:focus-visible': focusRing() } }))

/** Under a form emptied by a successful send: what was sent and what comes next, in the success colours. */
export const sent = style(
  componentRule({
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    ...boxUnderForm,
    borderInlineStart: `4px solid ${vars.color.text.success}`,
    background: vars.color.background.success,
    color: vars.color.text.success,
  }),
)

export const sentIcon = style(
  componentRule({
    flexShrink: 0,
    width: vars.space.lg,
    height: vars.space.lg,
    // Optically centred on the title's first line (as the toast's icon).
    marginBlockStart: vars.space.xxs,
  }),
)

export const sentTitle = style(componentRule({ margin: 0, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.body }))

export const sentDescription = style(componentRule({ margin: `${vars.space.xxs} 0 0`, lineHeight: vars.font.lineHeight.body }))
