import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'

export const card = style(
  componentRule({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    height: '100%',
    padding: vars.space.lg,
    backgroundColor: vars.color.background.surface,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    transition: `box-shadow ${vars.motion.base} ${vars.motion.easing}, border-color ${vars.motion.base} ${vars.motion.easing}, transform ${vars.motion.base} ${vars.motion.easing}`,
    selectors: {
      '&:has(a:hover)': { boxShadow: vars.shadow.raised, borderColor: vars.color.border.strong },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: { '&:has(a:hover)': { transform: `translateY(calc(-1 * ${vars.space.xxs}))` } },
      },
      [mq.forcedColors]: { borderColor: 'CanvasText' },
    },
  }),
)

export const media = style(
  componentRule({
    marginInline: `calc(-1 * ${vars.space.lg})`,
    marginBlockStart: `calc(-1 * ${vars.space.lg})`,
    marginBlockEnd: vars.space.xs,
    overflow: 'hidden',
    borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
    backgroundColor: vars.color.background.subtle,
  }),
)

export const icon = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'flex-start',
    width: vars.space.xxl,
    height: vars.space.xxl,
    marginBlockEnd: vars.space.xxs,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.background.secondary,
    color: vars.color.text.heading,
    '@media': { [mq.forcedColors]: { border: '1px solid CanvasText' } },
  }),
)

globalStyle(`${icon} svg`, componentRule({ width: vars.space.lg, height: vars.space.lg }))

export const title = style(
  componentRule({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.heading,
  }),
)

export const link = style(
  componentRule({
    color: 'inherit',
    textDecoration: 'none',
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      // Stretched over the whole card: one link, one tab stop, the whole card is the target.
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        borderRadius: vars.radius.lg,
      },
      '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
      '&:focus-visible::after': focusRing(),
    },
    '@media': {
      [mq.forcedColors]: {
        color: 'LinkText',
        selectors: { '&:focus-visible::after': { outlineColor: 'Highlight' } },
      },
    },
  }),
)

export const description = style(componentRule({ flexGrow: 1, color: vars.color.text.muted }))

export const more = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingBlockStart: vars.space.xs,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.link,
    '@media': { [mq.forcedColors]: { color: 'LinkText' } },
  }),
)

export const arrow = style(
  componentRule({
    display: 'inline-flex',
    transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
    selectors: { [`${card}:has(a:hover) &`]: { transform: `translateX(${vars.space.xxs})` } },
    '@media': { [mq.reducedMotion]: { transform: 'none !important' } },
  }),
)
