import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'

export const button = recipe({
  base: componentRule({
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
    // When a label must wrap (a narrow phone), its lines are balanced: never one word alone below.
    textWrap: 'balance',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible], &[data-native]:focus-visible': focusRing(),
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
  }),
  variants: {
    variant: {
      /** The one call to action of a screen: warm accent. */
      primary: componentRule({
        backgroundColor: vars.color.background.action,
        color: vars.color.text.onAction,
        selectors: {
          '&[data-hovered], &[data-native]:hover': { backgroundColor: vars.color.background.actionHover },
          '&[data-pressed], &[data-native]:active': { backgroundColor: vars.color.background.actionPressed },
        },
      }),
      /** Secondary actions: brand blue tint. */
      secondary: componentRule({
        backgroundColor: vars.color.background.secondary,
        color: vars.color.text.heading,
        selectors: {
          '&[data-hovered], &[data-pressed], &[data-native]:hover, &[data-native]:active': { backgroundColor: vars.color.background.secondaryHover },
        },
      }),
      /** Outlined, for use on light surfaces. */
      outline: componentRule({
        backgroundColor: 'transparent',
        borderColor: vars.color.border.strong,
        color: vars.color.text.link,
        selectors: { '&[data-hovered], &[data-pressed], &[data-native]:hover, &[data-native]:active': { backgroundColor: vars.color.background.subtle } },
      }),
      /** Outlined, for use on the brand (dark blue) surface. */
      inverse: componentRule({
        backgroundColor: 'transparent',
        borderColor: vars.color.text.onBrand,
        color: vars.color.text.onBrand,
        selectors: { '&[data-hovered], &[data-pressed], &[data-native]:hover, &[data-native]:active': { backgroundColor: 'rgba(255, 255, 255, 0.12)' } },
      }),
      /** Text-only, for low-emphasis actions such as a close button. */
      ghost: componentRule({
        backgroundColor: 'transparent',
        color: vars.color.text.heading,
        selectors: { '&[data-hovered], &[data-pressed], &[data-native]:hover, &[data-native]:active': { backgroundColor: vars.color.background.subtle } },
      }),
    },
    size: {
      small: componentRule({ minHeight: '40px', paddingInline: vars.space.sm, fontSize: vars.font.size.sm }),
      medium: componentRule({ minHeight: '48px', paddingInline: vars.space.lg, fontSize: vars.font.size.md }),
      // On phones a large button keeps its height but takes the body size and narrower sides, so
      // 'Demander un devis gratuit' or 'Être rappelé gratuitement' holds on one line at 360 px.
      large: componentRule({
        minHeight: '56px',
        paddingInline: vars.space.md,
        fontSize: vars.font.size.md,
        '@media': { [mq.tablet]: { paddingInline: vars.space.xl, fontSize: vars.font.size.lg } },
      }),
    },
    fullWidth: {
      true: componentRule({ width: '100%' }),
      /** Full width below the tablet breakpoint, the content's width above. */
      phone: componentRule({ width: '100%', '@media': { [mq.tablet]: { width: 'auto' } } }),
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
})

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>

export const icon = style(componentRule({ display: 'inline-flex', flexShrink: 0 }))
