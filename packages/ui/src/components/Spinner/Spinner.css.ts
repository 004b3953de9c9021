import { keyframes, style } from '@vanilla-extract/css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style(
  componentRule({
    display: 'inline-block',
    width: '1.1em',
    height: '1.1em',
    flexShrink: 0,
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // Reduced motion: a slow pulse would still move; a static ring keeps the meaning via the label.
      [mq.reducedMotion]: { animation: 'none', borderRightColor: 'currentColor', opacity: 0.6 },
    },
  }),
)
