import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { focusRing, visuallyHidden as visuallyHiddenRule } from '../../styles/atoms'

/**
 * A link that stands alone on its line: a 44 px tap target (WCAG 2.5.5). Doubled class: it wins over
 * the `Prose a` rule of the text it is placed in (a long address breaks anywhere rather than overflowing).
 */
export const link = style(
  componentRule({
    selectors: {
      '&&': {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: '44px',
        color: vars.color.text.link,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        overflowWrap: 'anywhere',
      },
      '&&:hover': { color: vars.color.text.linkHover },
      '&&:focus-visible': { ...focusRing(), borderRadius: vars.radius.sm },
    },
  }),
)

export const visuallyHidden = style(componentRule(visuallyHiddenRule))

/** Outside running text: a bulleted column of 44 px links (no gap needed between them). */
export const bulleted = style(
  componentRule({
    display: 'grid',
    gap: 0,
    paddingInlineStart: vars.space.md,
    listStyle: 'disc',
  }),
)

export const group = style(componentRule({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.sm }))

export const groupTitle = style(
  componentRule({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.heading,
  }),
)
