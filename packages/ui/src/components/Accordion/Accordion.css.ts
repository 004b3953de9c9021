import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing, textLink } from '../../styles/atoms'

export const group = style(
  componentRule({
    borderTop: `1px solid ${vars.color.border.subtle}`,
    '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
)

export const item = style(
  componentRule({
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    selectors: { '&:has(> summary[aria-disabled="true"])': { cursor: 'not-allowed' } },
    '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
)

// The question's title, inside the summary: the summary's type and colour (hover, disabled) are its own.
export const heading = style(
  componentRule({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit', color: 'inherit', overflowWrap: 'inherit' }),
)

export const trigger = style(
  componentRule({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    width: '100%',
    minHeight: vars.space.xxl,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.text.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    textAlign: 'start',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    // A <summary>: no disclosure marker (the chevron says it), no list-item display.
    listStyle: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&:focus-visible': focusRing('-3px'),
      // Inert with or without JavaScript: a tap goes through to the <details>, which shows why.
      '&[aria-disabled="true"]': { color: vars.color.text.disabled, pointerEvents: 'none' },
    },
    '@media': {
      // Hover where a pointer hovers: a tap on a phone leaves no hover colour behind.
      '(hover: hover)': {
        selectors: {
          '&:hover': { color: vars.color.text.link, backgroundColor: vars.color.background.subtle },
        },
      },
      [mq.forcedColors]: {
        selectors: {
          '&:focus-visible': { outlineColor: 'Highlight' },
          '&[aria-disabled="true"]': { color: 'GrayText' },
        },
      },
    },
  }),
)

export const chevron = style(
  componentRule({
    flexShrink: 0,
    width: vars.space.lg,
    height: vars.space.lg,
    color: vars.color.text.link,
    transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
    selectors: {
      [`${item}[open] > summary &`]: { transform: 'rotate(180deg)' },
    },
    '@media': {
      [mq.reducedMotion]: { transition: 'none' },
      [mq.forcedColors]: { color: 'CanvasText' },
    },
  }),
)

export const panel = style(
  componentRule({
    color: vars.color.text.body,
    lineHeight: vars.font.lineHeight.body,
    overflowWrap: 'anywhere',
  }),
)

export const panelContent = style(
  componentRule({
    paddingInline: vars.space.xs,
    paddingBottom: vars.space.md,
    maxWidth: vars.layout.readingWidth,
  }),
)

// A panel's answer: its paragraphs (and a line of links) a small step apart; plain links (no class of their
// own, so not a button-looking link) in the text-link look.
globalStyle(`${panelContent} > * + *`, componentRule({ marginBlockStart: vars.space.sm }))
globalStyle(
  `${panelContent} a:not([class])`,
  componentRule({ color: textLink.color, textDecoration: textLink.textDecoration, textUnderlineOffset: textLink.textUnderlineOffset }),
)
globalStyle(`${panelContent} a:not([class]):hover`, componentRule(textLink.selectors['&:hover']))
globalStyle(`${panelContent} a:not([class]):focus-visible`, componentRule(textLink.selectors['&:focus-visible']))
