import { createVar, keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { bottomCoverHeight } from '../../styles/bottomCover.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'
import { notificationSchemes } from '../../styles/schemes'

// The region picks a surface (light, dark or the system's); every toast inside reads these.
const surface = createVar()
const text = createVar()
const muted = createVar()
const border = createVar()
const iconColor = createVar()

// The two schemes' decisions come from the tokens (tokens/notification.tokens.json); on the dark one the
// success green is too dark on the brand surface, so the icon takes the title's colour there.
const schemeRule = (scheme: (typeof notificationSchemes)['light']) => ({
  [surface]: scheme.surface,
  [text]: scheme.text,
  [muted]: scheme.muted,
  [border]: scheme.border,
  [iconColor]: scheme.icon,
})
const light = schemeRule(notificationSchemes.light)
const dark = schemeRule(notificationSchemes.dark)

const themes = {
  /** Follows the visitor's colour scheme. */
  system: componentRule({ vars: light, '@media': { '(prefers-color-scheme: dark)': { vars: dark } } }),
  light: componentRule({ vars: light }),
  dark: componentRule({ vars: dark }),
}

const stack = {
  display: 'flex',
  // RAC lists the newest toast first; the newest sits closest to the screen edge.
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing(),
  },
} as const

export const region = recipe({
  base: componentRule({
    ...stack,
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    // Phones: full width along the bottom edge, above what covers it for a while (the cookie banner).
    insetInline: 0,
    bottom: bottomCoverHeight,
    padding: vars.space.md,
    '@media': {
      // Larger screens: a column in the bottom-right corner.
      [mq.tablet]: {
        insetInlineStart: 'auto',
        insetInlineEnd: vars.space.lg,
        bottom: `calc(${bottomCoverHeight} + ${vars.space.lg})`,
        padding: 0,
        width: `min(calc(${vars.space.huge} * 4), calc(100vw - 2 * ${vars.space.lg}))`,
      },
    },
  }),
  variants: { theme: themes },
  defaultVariants: { theme: 'system' },
})

/** The same stack in the flow of the page (documentation and visual tests). */
export const staticRegion = recipe({
  base: componentRule({ ...stack, width: `calc(${vars.space.huge} * 4)`, maxWidth: '100%' }),
  variants: { theme: themes },
  defaultVariants: { theme: 'system' },
})

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.xs})` },
  to: { opacity: 1, transform: 'none' },
})

export const toast = recipe({
  base: componentRule({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: vars.space.xxs,
    borderRadius: vars.radius.md,
    border: `1px solid ${border}`,
    backgroundColor: surface,
    color: text,
    boxShadow: vars.shadow.overlay,
    overflowWrap: 'anywhere',
    outline: 'none',
    animation: `${enter} ${vars.motion.base} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': focusRing(),
    },
    '@media': {
      [mq.reducedMotion]: { animation: 'none' },
      [mq.forcedColors]: {
        borderColor: 'CanvasText',
        selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
      },
    },
  }),
  variants: {
    variant: {
      default: {},
      /** Errors: the strong error pair, whatever the theme. */
      destructive: componentRule({
        vars: {
          [surface]: vars.color.background.criticalStrong,
          [text]: vars.color.text.onCritical,
          [muted]: vars.color.text.onCritical,
          [border]: vars.color.background.criticalStrong,
          [iconColor]: vars.color.text.onCritical,
        },
      }),
    },
  },
  defaultVariants: { variant: 'default' },
})

export const icon = style(
  componentRule({
    flexShrink: 0,
    width: vars.space.lg,
    height: vars.space.lg,
    color: iconColor,
    // Optically centred on the title's first line.
    marginBlockStart: vars.space.xxs,
  }),
)

export const content = style(
  componentRule({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    flex: 1,
    minWidth: 0,
    paddingBlock: vars.space.xxs,
  }),
)

export const title = style(
  componentRule({
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
  }),
)

export const description = style(componentRule({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.snug, color: muted }))

export const close = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: `calc(${vars.space.xxl} - ${vars.space.xxs})`,
    height: `calc(${vars.space.xxl} - ${vars.space.xxs})`,
    marginBlock: `calc(-1 * ${vars.space.xxs})`,
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: `color-mix(in srgb, currentColor 14%, transparent)` },
      '&[data-focus-visible]': focusRing('-3px'),
    },
    '@media': {
      [mq.forcedColors]: {
        border: '1px solid ButtonText',
        selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
      },
    },
  }),
)

export const closeIcon = style(componentRule({ width: vars.space.md, height: vars.space.md }))
