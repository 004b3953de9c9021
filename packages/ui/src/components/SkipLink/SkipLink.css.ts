import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { focusRing } from '../../styles/atoms'

/** Out of sight above the page until it takes focus, then over the header's top-left corner. */
export const link = style(
  componentRule({
    position: 'absolute',
    insetInlineStart: vars.space.md,
    top: vars.space.xs,
    zIndex: 1000,
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.background.brand,
    color: vars.color.text.onBrand,
    fontWeight: vars.font.weight.semibold,
    transform: 'translateY(-200%)',
    selectors: {
      '&:focus': { transform: 'none', ...focusRing() },
    },
  }),
)
