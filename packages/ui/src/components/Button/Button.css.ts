import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { components } from '../../styles/layers.css'
import { mq } from '../../styles/breakpoints'

export const button = recipe({
  base: {
    '@layer': {
      [components]: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: vars.space.xs,
        border: '2px solid transparent',
        borderRadius: vars.radius.md,
        fontWeight: vars.font.weight.semibold,
        lineHeight: vars.font.lineHeight.snug,
        textDecoration: 'none',
        textAlign: 'center',
        cursor: 'pointer',
        userSelect: 'none',
        WebkitTapHighlightColor: 'transparent',
        transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
        outline: 'none',
        selectors: {
          '&[data-focus-visible], &[data-native]:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
          '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
          '&[data-pending]': { cursor: 'progress' },
        },
        '@media': {
          [mq.forcedColors]: {
            borderColor: 'ButtonText',
            selectors: {
              '&[data-focus-visible], &[data-native]:focus-visible': { outlineColor: 'Highlight' },
              '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText', opacity: 1 },
            },
          },
        },
      },
    },
  },
  variants: {
    variant: {
      /** The one call to action of a screen: warm accent. */
      primary: {
        '@layer': {
          [components]: {
            backgroundColor: vars.color.background.action,
            color: vars.color.text.onAction,
            selectors: {
              '&[data-hovered], &[data-native]:hover': { backgroundColor: vars.color.background.actionHover },
              '&[data-pressed], &[data-native]:active': { backgroundColor: vars.color.background.actionPressed },
            },
          },
        },
      },
      /** Secondary actions: brand blue tint. */
      secondary: {
        '@layer': {
          [components]: {
            backgroundColor: vars.color.background.secondary,
            color: vars.color.text.heading,
            selectors: { '&[data-hovered], &[data-pressed], &[data-native]:hover, &[data-native]:active': { backgroundColor: vars.color.background.secondaryHover } },
          },
        },
      },
      /** Outlined, for use on light surfaces. */
      outline: {
        '@layer': {
          [components]: {
            backgroundColor: 'transparent',
            borderColor: vars.color.border.strong,
            color: vars.color.text.link,
            selectors: { '&[data-hovered], &[data-pressed], &[data-native]:hover, &[data-native]:active': { backgroundColor: vars.color.background.subtle } },
          },
        },
      },
      /** Outlined, for use on the brand (dark blue) surface. */
      inverse: {
        '@layer': {
          [components]: {
            backgroundColor: 'transparent',
            borderColor: vars.color.text.onBrand,
            color: vars.color.text.onBrand,
            selectors: { '&[data-hovered], &[data-pressed], &[data-native]:hover, &[data-native]:active': { backgroundColor: 'rgba(255, 255, 255, 0.12)' } },
          },
        },
      },
      /** Text-only, for low-emphasis actions such as a close button. */
      ghost: {
        '@layer': {
          [components]: {
            backgroundColor: 'transparent',
            color: vars.color.text.heading,
            selectors: { '&[data-hovered], &[data-pressed], &[data-native]:hover, &[data-native]:active': { backgroundColor: vars.color.background.subtle } },
          },
        },
      },
    },
    size: {
      small: {
        '@layer': {
          [components]: { minHeight: '40px', paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
        },
      },
      medium: {
        '@layer': {
          [components]: { minHeight: '48px', paddingInline: vars.space.lg, fontSize: vars.font.size.md },
        },
      },
      large: {
        '@layer': {
          [components]: { minHeight: '56px', paddingInline: vars.space.xl, fontSize: vars.font.size.lg },
        },
      },
    },
    fullWidth: {
      true: { '@layer': { [components]: { width: '100%' } } },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
})

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>

export const icon = style({ '@layer': { [components]: { display: 'inline-flex', flexShrink: 0 } } })
