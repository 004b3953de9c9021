import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'

// From a large phone up the drawer stops being full width (the spec's "80 units": 20rem).
const largePhone = 'screen and (min-width: 30rem)'

const fadeIn = keyframes({ from: { opacity: 0 } })
const slideIn = keyframes({ from: { transform: 'translateX(100%)' } })

// Closing lets the browser close the dialog at once (the page is live again from that frame: not
// modal, and a drawer on its way out takes no tap), then draws the way out as a transition: the
// closed drawer keeps its box and its place in the top layer for the drawer's duration
// (`display` and `overlay` allow-discrete) while it slides back. A browser without discrete
// transitions simply hides it. The way in is an animation: it also plays when the drawer opens
// before any script (as a popover).
const slide = `${vars.motion.drawer} ${vars.motion.easing}`
const exit = `transform ${slide}, display ${slide} allow-discrete, overlay ${slide} allow-discrete`
const open = { display: 'flex', flexDirection: 'column', transform: 'none', pointerEvents: 'auto', animation: `${slideIn} ${slide}` } as const

// A native <dialog>: the browser's own box styles are reset; open, it covers the page's right side
// (the whole width on a phone), over a dimmed ::backdrop. Shown as a popover (the menu button,
// before the script makes it modal, and without script) it looks the same: `:popover-open` as `[open]`.
export const drawer = style(
  componentRule({
    position: 'fixed',
    insetBlock: 0,
    insetInlineEnd: 0,
    insetInlineStart: 'auto',
    margin: 0,
    padding: 0,
    border: 'none',
    width: '100%',
    maxWidth: '100%',
    height: '100%',
    maxHeight: '100%',
    color: 'inherit',
    backgroundColor: vars.color.background.page,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
    overflow: 'hidden',
    // Closed (and closing): off to the right, and transparent to taps.
    transform: 'translateX(100%)',
    pointerEvents: 'none',
    transition: exit,
    selectors: {
      // Separate rules: a browser that does not know `:popover-open` drops a whole list that names it.
      '&[open]': open,
      '&:popover-open': open,
      '&::backdrop': {
        backgroundColor: vars.color.background.overlay,
        opacity: 0,
        pointerEvents: 'none',
        transition: `opacity ${slide}, display ${slide} allow-discrete, overlay ${slide} allow-discrete`,
      },
      '&[open]::backdrop': { opacity: 1, pointerEvents: 'auto', animation: `${fadeIn} ${slide}` },
      '&:popover-open::backdrop': { opacity: 1, pointerEvents: 'auto', animation: `${fadeIn} ${slide}` },
    },
    '@media': {
      [largePhone]: { width: '20rem' },
      [mq.reducedMotion]: {
        transition: 'none',
        selectors: {
          '&[open], &::backdrop, &[open]::backdrop': { animation: 'none', transition: 'none' },
          '&:popover-open, &:popover-open::backdrop': { animation: 'none' },
        },
      },
      [mq.forcedColors]: { borderInlineStart: '1px solid CanvasText' },
    },
  }),
)

// The page behind an open drawer does not scroll (no script needed), where the drawer leaves some of
// it in view: from a large phone up. Below, the drawer covers the whole screen and keeps its own scroll
// (overscroll-behavior), so nothing reaches the page; and the rule is left out there on purpose: a
// `:has()` on the root that the drawer's opening flips doubles the style work of that opening (measured
// on a phone's first tap: about 40 ms of the menu's 100 ms budget at CPU ×4), while a rule inside a
// media query that does not match costs nothing.
globalStyle(`html:has(${drawer}[open])`, componentRule({ '@media': { [largePhone]: { overflow: 'hidden' } } }))
globalStyle(`html:has(${drawer}:popover-open)`, componentRule({ '@media': { [largePhone]: { overflow: 'hidden' } } }))

// Shown as a popover (the menu button's own action, before the page's code or without it), the
// drawer's ::backdrop takes no press (the browser's stylesheet: a press outside a popover reaches the
// page, and closes the popover on its way). From a large phone up, where the page shows beside the
// drawer, the page takes no press while the drawer is a popover and for the drawer's duration after
// (a discrete transition holds `none`): the press that closes the drawer does not also follow the link
// under it. Once modal, the dialog's own ::backdrop takes the press. The drawer sets its own.
globalStyle('body', componentRule({ '@media': { [largePhone]: { transition: `pointer-events 0s ${vars.motion.drawer} allow-discrete` } } }))
globalStyle(`html:has(${drawer}:popover-open) body`, componentRule({ '@media': { [largePhone]: { pointerEvents: 'none', transition: 'none' } } }))

export const dialog = style(
  componentRule({
    display: 'flex',
    flexDirection: 'column',
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    outline: 'none',
  }),
)

export const top = style(
  componentRule({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minHeight: vars.layout.headerHeightScrolled,
    paddingInline: vars.space.md,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    // From a large phone up the drawer is 20rem wide and the logo's tagline wraps: room above and below
    // it (on a phone the bar keeps the header's height).
    '@media': { [largePhone]: { paddingBlock: vars.space.sm } },
  }),
)

export const title = style(
  componentRule({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text.heading,
  }),
)

export const closeButton = style(
  componentRule({ marginInlineStart: 'auto', paddingInline: vars.space.xs, minWidth: vars.space.xxl, minHeight: vars.space.xxl }),
)

export const list = style(
  componentRule({
    listStyle: 'none',
    padding: 0,
    paddingBlock: vars.space.xs,
  }),
)

export const navLink = style(
  componentRule({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minHeight: `calc(${vars.space.xxl} + ${vars.space.xxs})`,
    paddingInline: vars.space.lg,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.medium,
    color: vars.color.text.body,
    textDecoration: 'none',
    outline: 'none',
    cursor: 'pointer',
    borderInlineStart: `${vars.space.xxs} solid transparent`,
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover, &:active': { backgroundColor: vars.color.background.subtle },
      '&:focus-visible': focusRing('-3px'),
      '&[aria-current]': {
        color: vars.color.text.heading,
        fontWeight: vars.font.weight.bold,
        borderInlineStartColor: vars.color.background.action,
        textDecorationLine: 'underline',
        textDecorationThickness: '0.125em',
        textUnderlineOffset: '0.3em',
        textDecorationColor: vars.color.background.action,
      },
    },
    '@media': {
      [mq.forcedColors]: {
        color: 'LinkText',
        selectors: {
          '&:focus-visible': { outlineColor: 'Highlight' },
          '&[aria-current]': { borderInlineStartColor: 'Highlight' },
        },
      },
    },
  }),
)

export const chevron = style(
  componentRule({
    color: vars.color.text.muted,
    selectors: { [`${navLink}[aria-current] &`]: { color: vars.color.background.action } },
  }),
)

export const actions = style(
  componentRule({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    marginTop: 'auto',
    padding: vars.space.lg,
    paddingBottom: `max(${vars.space.lg}, env(safe-area-inset-bottom))`,
    borderTop: `1px solid ${vars.color.border.subtle}`,
    // The page colour, not subtle: the focus ring only reaches 3:1 against page and brand.
  }),
)

export const phoneLink = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.space.xxl,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.background.page,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.heading,
    textDecoration: 'none',
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover, &:active': { backgroundColor: vars.color.background.secondary },
      '&:focus-visible': focusRing(),
    },
    '@media': {
      [mq.forcedColors]: {
        borderColor: 'LinkText',
        color: 'LinkText',
        selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
      },
    },
  }),
)
