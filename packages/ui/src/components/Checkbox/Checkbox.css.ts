import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing, textLink } from '../../styles/atoms'

export const root = style(componentRule({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs }))

/** The clickable label: box + text, at least 44 px high for touch. */
export const button = style(
  componentRule({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    minHeight: '44px',
    paddingBlock: vars.space.xs,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.body,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled } },
  }),
)

export const box = style(
  componentRule({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.5rem',
    height: '1.5rem',
    // Centre the 24 px box on the first line of text.
    marginBlockStart: '-0.1rem',
    border: `2px solid ${vars.color.border.field}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.background.surface,
    color: vars.color.text.onAction,
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      [`${button}[data-hovered] &`]: { borderColor: vars.color.border.strong },
      [`${button}[data-selected] &`]: {
        backgroundColor: vars.color.text.link,
        borderColor: vars.color.text.link,
      },
      [`${button}[data-focus-visible] &`]: focusRing(),
      [`${button}[data-invalid] &`]: { borderColor: vars.color.border.critical },
      [`${button}[data-disabled] &`]: {
        borderColor: vars.color.border.subtle,
        backgroundColor: vars.color.background.subtle,
      },
      // Ticked but locked: a grey fill keeps the tick readable.
      [`${button}[data-disabled][data-selected] &`]: {
        borderColor: vars.color.text.disabled,
        backgroundColor: vars.color.text.disabled,
      },
    },
    '@media': {
      [mq.forcedColors]: {
        forcedColorAdjust: 'none',
        borderColor: 'ButtonText',
        backgroundColor: 'Canvas',
        color: 'Canvas',
        selectors: {
          [`${button}[data-selected] &`]: { backgroundColor: 'Highlight', borderColor: 'Highlight', color: 'HighlightText' },
          [`${button}[data-focus-visible] &`]: { outlineColor: 'Highlight' },
          [`${button}[data-invalid] &`]: { borderColor: 'Mark' },
          [`${button}[data-disabled] &`]: { borderColor: 'GrayText' },
        },
      },
    },
  }),
)

export const checkIcon = style(componentRule({ width: '1rem', height: '1rem', strokeWidth: 3 }))

export const text = style(
  componentRule({
    minWidth: 0,
    overflowWrap: 'break-word',
  }),
)

/** Links inside the label keep their own look and stay clickable without toggling the box. */
export const link = style(componentRule(textLink))

/** Error/description sit under the text, aligned with it rather than with the box. */
export const helper = style(componentRule({ paddingInlineStart: `calc(1.5rem + ${vars.space.sm})` }))
