import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'

export const tabs = style(componentRule({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }))

export const tabList = style(componentRule({
  display: 'flex',
  gap: vars.space.xxs,
  // Phones: the list scrolls sideways instead of wrapping, so every tab keeps one line.
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [mq.tablet]: { justifyContent: 'center' },
    [mq.forcedColors]: { borderBlockEndColor: 'CanvasText' },
  },
  selectors: { '&[data-align="start"]': { justifyContent: 'flex-start' } },
}))

export const tab = style(componentRule({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.space.xxl,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.xs,
      insetBlockEnd: 0,
      height: vars.space.xxs,
      borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
      backgroundColor: 'transparent',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    },
    '&[data-hovered]': { color: vars.color.text.heading, backgroundColor: vars.color.background.subtle },
    '&[data-selected]': { color: vars.color.text.heading },
    '&[data-selected]::after': { backgroundColor: vars.color.background.action },
    '&[data-focus-visible]': focusRing('-3px'),
    '&[data-disabled]': { color: vars.color.text.disabled, opacity: 0.6, cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
  '@media': {
    [mq.forcedColors]: {
      color: 'ButtonText',
      selectors: {
        '&[data-selected]': { color: 'Highlight' },
        '&[data-selected]::after': { backgroundColor: 'Highlight' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
}))

export const tabIcon = style(componentRule({ display: 'inline-flex', flexShrink: 0 }))

export const tabPanel = style(componentRule({
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing('4px'),
  },
  '@media': { [mq.forcedColors]: { selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } } } },
}))
