import { createContainer, keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing, linkLook, visuallyHidden as visuallyHiddenRule } from '../../styles/atoms'

const slideUp = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'translateY(0)' },
})

// The layout follows the banner's own width (the viewport's, on the site), so a 320 px story frame
// shows exactly the phone layout.
const bannerContainer = createContainer()
const wide = `${bannerContainer} (min-width: 768px)`

export const banner = style(
  componentRule({
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    // Above the fixed header, below modal overlays (the mobile drawer) and toasts.
    zIndex: `calc(${vars.zIndex.overlay} - 1)`,
    display: 'flex',
    flexDirection: 'column',
    // Phones: never more than ~40% of the screen, so a form's submit button can be scrolled into view above it.
    maxBlockSize: '40dvh',
    backgroundColor: vars.color.background.surface,
    color: vars.color.text.body,
    borderTop: `2px solid ${vars.color.border.strong}`,
    boxShadow: vars.shadow.overlay,
    containerName: bannerContainer,
    containerType: 'inline-size',
    animation: `${slideUp} ${vars.motion.base} ${vars.motion.easing}`,
    outline: 'none',
    selectors: {
      // Focus only lands here when the visitor reopened the banner on purpose.
      '&:focus-visible': focusRing('-3px'),
    },
    '@media': {
      [mq.tablet]: { maxBlockSize: '50dvh' },
      [mq.reducedMotion]: { animation: 'none' },
      [mq.forcedColors]: {
        borderTopColor: 'CanvasText',
        selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
      },
    },
  }),
)

export const inner = style(
  componentRule({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minBlockSize: 0,
    inlineSize: '100%',
    maxInlineSize: vars.layout.contentWidth,
    marginInline: 'auto',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.snug,
    '@container': {
      [wide]: {
        flexDirection: 'row',
        alignItems: 'center',
        gap: vars.space.lg,
        paddingBlock: vars.space.md,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.body,
      },
    },
  }),
)

/** The explanation scrolls on its own if a very small screen cannot show it whole; the buttons never do. */
export const text = style(
  componentRule({
    flex: '1 1 auto',
    minBlockSize: 0,
    overflowY: 'auto',
    margin: 0,
  }),
)

export const title = style(
  componentRule({
    fontWeight: vars.font.weight.bold,
    color: vars.color.text.heading,
  }),
)

/** The policy link: the shared link look, in the link colour and semibold. */
export const link = style([
  componentRule(linkLook),
  componentRule({
    color: vars.color.text.link,
    fontWeight: vars.font.weight.semibold,
    // A real anchor (not a react-aria Link): states from pseudo-classes.
    selectors: { '&:hover': { color: vars.color.text.linkHover } },
  }),
])

/** Two columns of the same width: 'Refuser' and 'Accepter' weigh exactly the same. */
export const actions = style(
  componentRule({
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: vars.space.sm,
    flexShrink: 0,
    '@container': {
      [wide]: { gridTemplateColumns: 'repeat(2, minmax(9rem, 1fr))' },
    },
  }),
)

/** Keeps the end of the page reachable above the fixed banner (in-flow, same height). */
export const spacer = style(componentRule({ display: 'block', flexShrink: 0 }))

export const visuallyHidden = style(componentRule(visuallyHiddenRule))
