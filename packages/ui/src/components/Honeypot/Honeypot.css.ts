import { style } from '@vanilla-extract/css'
import { componentRule } from '../../styles/layered'

// Off-screen rather than display:none: naive bots skip fields they detect as hidden by display.
export const honeypot = style(
  componentRule({
    position: 'absolute',
    insetInlineStart: '-10000px',
    top: 'auto',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    opacity: 0,
    pointerEvents: 'none',
  }),
)
