import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { svgImage } from '../../styles/atoms'
import { drawingMarkup } from '../Icon/drawingMarkup'

export const card = style(
  componentRule({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    // A grid or flex child must be allowed to shrink below its content (a 10k-character word).
    minWidth: 0,
    maxWidth: '100%',
    height: '100%',
    padding: vars.space.lg,
    backgroundColor: vars.color.background.surface,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    color: vars.color.text.body,
    overflowWrap: 'anywhere',
    '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
)

export const name = style(
  componentRule({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.heading,
    overflowWrap: 'anywhere',
    textWrap: 'wrap',
  }),
)

/** Visitor-written text: isolated so right-to-left runs or stray bidi controls cannot reorder the card. */
export const isolated = style(componentRule({ unicodeBidi: 'isolate' }))

/** The place, beside its icon: a flex item may shrink below its longest word, which then breaks (a visitor's text). */
export const locationText = style(componentRule({ minWidth: 0, overflowWrap: 'anywhere' }))

// The set's map pin (Lucide's, stroke 2 on a 24-unit grid), drawn as a mask of the place's line: one element less
// than an inline SVG of three, on each of the nine cards a page switch shows.
const pinImage = svgImage(
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='#000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${drawingMarkup('mapPin')}</svg>`,
)

export const location = style(
  componentRule({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    // Under the name, closer than the card's other rows (the name and its place read as one).
    marginBlockStart: `calc(${vars.space.xxs} - ${vars.space.sm})`,
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
    minWidth: 0,
    '::before': {
      content: '""',
      flexShrink: 0,
      width: vars.space.md,
      height: vars.space.md,
      backgroundColor: 'currentColor',
      maskImage: pinImage,
      maskSize: '100% 100%',
      maskRepeat: 'no-repeat',
      printColorAdjust: 'exact',
      WebkitPrintColorAdjust: 'exact',
    },
    '@media': { [mq.forcedColors]: { selectors: { '&::before': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' } } } },
  }),
)

export const meta = style(
  componentRule({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
  }),
)

export const date = style(componentRule({ fontSize: vars.font.size.sm, color: vars.color.text.muted }))

export const projectType = style(
  componentRule({
    alignSelf: 'flex-start',
    maxWidth: '100%',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.background.subtle,
    color: vars.color.text.link,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
    '@media': { [mq.forcedColors]: { border: '1px solid CanvasText' } },
  }),
)

export const message = style(
  componentRule({
    margin: 0,
    // Keep the visitor's line breaks, collapse the rest; any word breaks where it must.
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
    wordBreak: 'break-word',
    unicodeBidi: 'plaintext',
    lineHeight: vars.font.lineHeight.body,
  }),
)
