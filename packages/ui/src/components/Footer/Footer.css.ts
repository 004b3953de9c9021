import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'

export const footer = style(
  componentRule({
    backgroundColor: vars.color.background.brand,
    color: vars.color.text.onBrand,
    fontSize: vars.font.size.sm,
    '@media': { [mq.forcedColors]: { borderTop: '1px solid CanvasText' } },
  }),
)

export const main = style(
  componentRule({
    paddingBlock: vars.space.xxl,
    '@media': { [mq.desktop]: { paddingBlock: vars.space.xxxl } },
  }),
)

export const column = style(componentRule({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md }))

export const heading = style(
  componentRule({
    color: vars.color.text.onBrand,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.snug,
  }),
)

export const subheading = style(
  componentRule({
    color: vars.color.text.onBrand,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
  }),
)

export const homeLink = style(
  componentRule({
    display: 'inline-flex',
    maxWidth: '100%',
    borderRadius: vars.radius.sm,
    textDecoration: 'none',
    outline: 'none',
    selectors: { '&:focus-visible': focusRing('4px') },
    '@media': { [mq.forcedColors]: { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } } },
  }),
)

export const muted = style(componentRule({ color: vars.color.text.onBrandMuted, lineHeight: vars.font.lineHeight.body }))

export const list = style(
  componentRule({
    display: 'flex',
    flexDirection: 'column',
    // The links are 44 px tall: they need no gap between them.
    gap: 0,
    listStyle: 'none',
    padding: 0,
  }),
)

/** Every footer link is a 44 px tap target (WCAG 2.5.5), its text centred in it. */
export const listLink = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: '44px',
  }),
)

/** The phone number and the e-mail address: 44 px targets, and the number never split across lines. */
export const contactLink = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    whiteSpace: 'nowrap',
  }),
)

export const logos = style(
  componentRule({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    listStyle: 'none',
    padding: 0,
  }),
)

export const logoChip = style(
  componentRule({
    display: 'flex',
    alignItems: 'center',
    padding: vars.space.xs,
    borderRadius: vars.radius.md,
    // Owners' logos are designed for light backgrounds: the chip is white in either theme (the colour
    // that reads on the brand band), not the page's colour, which turns dark in the dark theme.
    backgroundColor: vars.color.text.onBrand,
  }),
)

export const logoLink = style(
  componentRule({
    display: 'block',
    borderRadius: vars.radius.md,
    outline: 'none',
    selectors: { '&:focus-visible': focusRing() },
    '@media': { [mq.forcedColors]: { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } } },
  }),
)

export const logoImage = style(componentRule({ height: `calc(${vars.space.xl} + ${vars.space.xs})`, width: 'auto', maxWidth: '10rem', objectFit: 'contain' }))

export const address = style(
  componentRule({
    display: 'flex',
    flexDirection: 'column',
    gap: 0,
    fontStyle: 'normal',
  }),
)

export const contactLine = style(
  componentRule({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
  }),
)

export const contactIcon = style(componentRule({ marginBlockStart: '0.15em', color: vars.color.text.onBrandMuted }))

/** A line holding a 44 px link: its icon centred on the link rather than on the first line of text. */
export const contactLinkLine = style(componentRule({ alignItems: 'center' }))

globalStyle(`${contactLinkLine} > ${contactIcon}`, componentRule({ marginBlockStart: 0 }))

export const badge = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.accent}`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.onBrand,
    '@media': { [mq.forcedColors]: { borderColor: 'CanvasText' } },
  }),
)

export const badgeIcon = style(componentRule({ color: vars.color.accent }))

export const bottom = style(
  componentRule({
    borderTop: `1px solid ${vars.color.border.onBrand}`,
    paddingBlock: vars.space.lg,
    fontSize: vars.font.size.xs,
  }),
)

export const bottomInner = style(
  componentRule({
    // Legal links first (they are what people look for down here), then the copyright line.
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: vars.space.md,
  }),
)

export const legalList = style(
  componentRule({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.md,
    rowGap: 0,
    listStyle: 'none',
    padding: 0,
  }),
)
