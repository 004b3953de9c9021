import { createContainer, keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { components } from '../../styles/layers.css'
import { mq } from '../../styles/breakpoints'

const slideUp = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'translateY(0)' },
})

// The layout follows the banner's own width (the viewport's, on the site), so a 320 px story frame
// shows exactly the phone layout.
const bannerContainer = createContainer()
const wide = `${bannerContainer} (min-width: 768px)`

export const banner = style({
  '@layer': {
    [components]: {
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
        '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
      },
      '@media': {
        [mq.tablet]: { maxBlockSize: '50dvh' },
        [mq.reducedMotion]: { animation: 'none' },
        [mq.forcedColors]: {
          borderTopColor: 'CanvasText',
          selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
        },
      },
    },
  },
})

export const inner = style({
  '@layer': {
    [components]: {
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
    },
  },
})

/** The explanation scrolls on its own if a very small screen cannot show it whole; the buttons never do. */
export const text = style({
  '@layer': {
    [components]: {
      flex: '1 1 auto',
      minBlockSize: 0,
      overflowY: 'auto',
      margin: 0,
    },
  },
})

export const title = style({
  '@layer': {
    [components]: {
      fontWeight: vars.font.weight.bold,
      color: vars.color.text.heading,
    },
  },
})

export const link = style({
  '@layer': {
    [components]: {
      color: vars.color.text.link,
      fontWeight: vars.font.weight.semibold,
      textDecoration: 'underline',
      textUnderlineOffset: '0.15em',
      borderRadius: vars.radius.sm,
      cursor: 'pointer',
      outline: 'none',
      selectors: {
        // A real anchor (not a react-aria Link): states from pseudo-classes.
        '&:hover': { color: vars.color.text.linkHover, textDecorationThickness: '2px' },
        '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      },
      '@media': {
        [mq.forcedColors]: {
          color: 'LinkText',
          selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
        },
      },
    },
  },
})

/** Two columns of the same width: 'Refuser' and 'Accepter' weigh exactly the same. */
export const actions = style({
  '@layer': {
    [components]: {
      display: 'grid',
      gridTemplateColumns: '1fr 1fr',
      gap: vars.space.sm,
      flexShrink: 0,
      '@container': {
        [wide]: { gridTemplateColumns: 'repeat(2, minmax(9rem, 1fr))' },
      },
    },
  },
})

/** Keeps the end of the page reachable above the fixed banner (in-flow, same height). */
export const spacer = style({
  '@layer': {
    [components]: { display: 'block', flexShrink: 0 },
  },
})

export const visuallyHidden = style({
  '@layer': {
    [components]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
})
