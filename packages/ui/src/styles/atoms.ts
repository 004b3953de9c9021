// Style atoms written once, spread into rules: the focus ring every control shows for keyboard
// focus, an inline text link, the section label ("eyebrow"), and "visually hidden" (offscreen but read by assistive technology). Plain objects rather
// than classes, so each component keeps its own layer and selectors (Braid's outlineStyle and
// HiddenVisually, the react-aria starters' focusRing are the models).
import type { StyleRule } from '@vanilla-extract/css'
import { mq } from './breakpoints'
import { vars } from './contract.css'

/** The keyboard focus ring: 3 px in the focus colour, `offset` away from the border (negative: inside). */
export const focusRing = (offset = '2px') => ({ outline: `3px solid ${vars.color.focus}`, outlineOffset: offset }) satisfies StyleRule

/** An SVG as a CSS image (`url("data:…")`), for a mask over a token colour: only what a data URL needs is escaped. */
export const svgImage = (svg: string) => `url("data:image/svg+xml,${svg.replace(/[<>#%]/g, encodeURIComponent)}")`

/** Offscreen and one pixel large, still in the accessibility tree (a label, a live text, a number). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const satisfies StyleRule

/** An inline link inside running text: underlined, link colours, the focus ring hugging the words. */
export const textLink = {
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { ...focusRing(), borderRadius: '2px' },
  },
} as const satisfies StyleRule

/**
 * What makes a pressable text read as a link without fixing its colour: underlined, thicker on hover,
 * the focus ring, the system link colour in forced-colours mode. The cookie banner's policy link and
 * the text button (a native button among links) share it; each sets its own colour.
 */
export const linkLook = {
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing(),
  },
  '@media': {
    [mq.forcedColors]: {
      color: 'LinkText',
      selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
    },
  },
} as const satisfies StyleRule

/**
 * The one look of a label above a heading (an "eyebrow": « Témoignages Clients », « Notre mission »):
 * small capitals in the link colour after a short accent rule. The hero and the section headings
 * share it; on a brand background the component sets the on-brand colour.
 */
export const eyebrow = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.text.link,
  selectors: {
    // A short accent rule before the label (decorative, so the 3:1 graphics rule does not apply).
    '&::before': {
      content: '""',
      display: 'block',
      width: vars.space.lg,
      height: vars.space.xxs,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.accent,
    },
  },
} as const satisfies StyleRule
