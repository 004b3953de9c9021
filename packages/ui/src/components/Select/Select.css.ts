// The native <select> in the field box (Field.css inputBox): the chevron drawn over it, the placeholder
// muted, and, where the browser lets a page style the open list (`appearance: base-select`), the list
// in the design system's look. Elsewhere (phones, older browsers) the system's own list opens.
import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'

const baseSelect = '(appearance: base-select)'
const chevronSize = '1.25em'
// csstype (vanilla-extract's property types) does not know this value yet.
const baseSelectAppearance = 'base-select' as unknown as 'none'

/** Holds the select and its chevron (drawn over the select's end, where the native arrow was). */
export const control = style(componentRule({ position: 'relative', minWidth: 0 }))

export const select = style(
  componentRule({
    appearance: 'none',
    // Room for the chevron at the end.
    paddingInlineEnd: `calc(${vars.space.sm} + ${chevronSize} + ${vars.space.xs})`,
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.border.strong },
      // The empty first option stands for « Sélectionnez… »: muted, like a text field's placeholder.
      '&:has(> option[value=""]:checked)': { color: vars.color.text.muted },
      '&:disabled': { opacity: 1 },
    },
    '@supports': {
      [baseSelect]: {
        appearance: baseSelectAppearance,
        // The chosen text centred in the 48 px box, as in a text field.
        display: 'flex',
        alignItems: 'center',
        // A long choice wraps in the closed control instead of being cut (a phone's 280 px column).
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        selectors: {
          '&::picker-icon': { display: 'none' },
          '&::picker(select)': {
            appearance: baseSelectAppearance,
            marginBlock: vars.space.xxs,
            padding: vars.space.xxs,
            maxHeight: 'min(24rem, 70dvh)',
            overflowY: 'auto',
            backgroundColor: vars.color.background.surface,
            border: `1px solid ${vars.color.border.subtle}`,
            borderRadius: vars.radius.md,
            boxShadow: vars.shadow.overlay,
          },
        },
        // Forced colours: the list's edge in the system's text colour. Nested here, after the picker's
        // own border in the stylesheet (an @media block of its own was written before the @supports
        // block, and lost to it).
        '@media': { [mq.forcedColors]: { selectors: { '&::picker(select)': { border: '1px solid CanvasText' } } } },
      },
    },
  }),
)

// The choices, in the list the design system draws (base-select only: the system's list keeps its own look).
globalStyle(
  `${select} > option`,
  componentRule({
    color: vars.color.text.body,
    '@supports': {
      [baseSelect]: {
        display: 'flex',
        alignItems: 'center',
        gap: vars.space.xs,
        minHeight: '44px',
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.sm,
        borderRadius: vars.radius.sm,
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.snug,
        cursor: 'pointer',
        outline: 'none',
      },
    },
  }),
)

// The placeholder option (« Sélectionnez… ») stays out of the list, as `hidden` keeps it out of the
// system's: the flex display above would otherwise beat the attribute's own `display: none`.
globalStyle(`${select} > option[hidden]`, componentRule({ '@supports': { [baseSelect]: { display: 'none' } } }))

// Forced colours: the system's highlight. Nested in the base-select condition, so that it comes after
// the rules above and below in the stylesheet (a forced-colours block of its own was written before
// them, and lost to them: the option kept the design system's colours in a contrast theme).
globalStyle(
  `${select} > option:is(:hover, :focus)`,
  componentRule({
    '@supports': {
      [baseSelect]: {
        backgroundColor: vars.color.background.secondary,
        '@media': { [mq.forcedColors]: { backgroundColor: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' } },
      },
    },
  }),
)

globalStyle(`${select} > option:focus-visible`, componentRule({ '@supports': { [baseSelect]: focusRing('-3px') } }))

globalStyle(
  `${select} > option:checked`,
  componentRule({ '@supports': { [baseSelect]: { fontWeight: vars.font.weight.semibold, color: vars.color.text.heading } } }),
)

globalStyle(`${select} > option:disabled`, componentRule({ '@supports': { [baseSelect]: { color: vars.color.text.disabled, cursor: 'not-allowed' } } }))

// The check mark after the chosen option, at the end, in the link colour (as the custom list had it):
// two borders of the check mark's own box, turned, instead of the browser's « ✓ » character, which no
// face of the site has. Opening the list looked that character up in the system's fonts (33 of the 39
// ms of the open list's layout at CPU ×4, traced on a tap of the contact page's list) and drew it in
// whatever face was found; an SVG mask instead cost the first opening an SVG document of its own (18 ms).
globalStyle(
  `${select} > option::checkmark`,
  componentRule({
    '@supports': {
      [baseSelect]: {
        order: 1,
        content: '""',
        flexShrink: 0,
        boxSizing: 'border-box',
        width: '0.4em',
        height: '0.75em',
        marginInlineStart: 'auto',
        marginInlineEnd: '0.3em',
        marginBlockStart: '-0.2em',
        color: vars.color.text.link,
        borderStyle: 'solid',
        borderColor: 'currentColor',
        borderWidth: '0 0.125em 0.125em 0',
        borderEndEndRadius: '1px',
        transform: 'rotate(45deg)',
        // The option's own colour in forced colours (CanvasText, HighlightText on the hovered option).
        '@media': { [mq.forcedColors]: { color: 'inherit' } },
      },
    },
  }),
)

// Only the chosen option has a check mark box: the others' (hidden by the browser, still laid out) were
// two layout objects each, 88 of the 235 that opening the 45 départements lays out (traced at CPU ×4).
globalStyle(`${select} > option:not(:checked)::checkmark`, componentRule({ '@supports': { [baseSelect]: { display: 'none' } } }))

export const chevron = style(
  componentRule({
    position: 'absolute',
    insetInlineEnd: vars.space.sm,
    top: '50%',
    width: chevronSize,
    height: chevronSize,
    marginBlockStart: `calc(${chevronSize} / -2)`,
    pointerEvents: 'none',
    color: vars.color.text.heading,
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      [`${select}:disabled + &`]: { color: vars.color.text.disabled },
    },
    '@supports': {
      // Browsers that know whether a select's list is open turn the chevron while it is.
      'selector(:open)': { selectors: { [`${select}:open + &`]: { transform: 'rotate(180deg)' } } },
    },
    '@media': {
      [mq.reducedMotion]: { transition: 'none' },
      [mq.forcedColors]: { color: 'FieldText' },
    },
  }),
)
