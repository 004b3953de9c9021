import { globalStyle, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { breakpoints } from '../../styles/tokens'
import * as logoStyles from '../Logo/Logo.css'
import { focusRing, visuallyHidden as visuallyHiddenRule } from '../../styles/atoms'

const ease = (property: string) => `${property} ${vars.motion.base} ${vars.motion.easing}`

export const header = recipe({
  base: componentRule({
    insetInline: 0,
    top: 0,
    zIndex: vars.zIndex.header,
    backgroundColor: vars.color.background.page,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    transition: [ease('box-shadow'), ease('border-color')].join(', '),
    '@media': { [mq.forcedColors]: { borderBottomColor: 'CanvasText' } },
  }),
  variants: {
    position: {
      fixed: componentRule({ position: 'fixed' }),
      sticky: componentRule({ position: 'sticky' }),
      static: componentRule({ position: 'relative' }),
    },
    scrolled: {
      true: componentRule({ boxShadow: vars.shadow.raised, borderBottomColor: 'transparent' }),
      false: {},
    },
  },
})

export const bar = recipe({
  base: componentRule({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    transition: ease('height'),
    '@media': { [mq.wide]: { gap: vars.space.lg } },
  }),
  variants: {
    scrolled: {
      true: componentRule({ height: vars.layout.headerHeightScrolled }),
      false: componentRule({ height: vars.layout.headerHeight }),
    },
  },
})

const focusVisible = {
  '&:focus-visible': focusRing(),
} as const

export const homeLink = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    // A comfortable target even when the mark is at its smallest (phones, scrolled).
    minHeight: `calc(${vars.space.xl} + ${vars.space.sm})`,
    minWidth: 0,
    marginInlineEnd: 'auto',
    borderRadius: vars.radius.sm,
    textDecoration: 'none',
    outline: 'none',
    selectors: focusVisible,
    '@media': {
      [mq.desktop]: { marginInlineEnd: 0 },
      [mq.forcedColors]: { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } },
    },
  }),
)

/** Phones: the bar holds the brand, the phone and the menu buttons, nothing else. */
const belowTablet = `screen and (width < ${breakpoints.tablet}px)`
/** Narrow phones (360–399 px): beside the two buttons the brand has under 200 px, room for the name only. */
const narrowPhone = 'screen and (width < 25rem)'

// The brand on phones reads whole: the name, a size down, and the tagline wrap onto a second line
// instead of being cut with an ellipsis (a longer configured name too); the mark and its gap are a
// step smaller; on narrow phones the tagline gives way. From tablets, the Logo as it is.
const inHomeLink = (part: string) => `${homeLink} ${part}`
const wrapWhole = { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'anywhere', textWrap: 'balance' } as const
globalStyle(inHomeLink(logoStyles.logo.classNames.base), componentRule({ '@media': { [belowTablet]: { gap: vars.space.xs } } }))
globalStyle(
  inHomeLink(logoStyles.markSize.classNames.base),
  componentRule({ '@media': { [belowTablet]: { width: `calc(${vars.space.xl} + ${vars.space.xxs})` } } }),
)
globalStyle(inHomeLink(logoStyles.name.classNames.base), componentRule({ '@media': { [belowTablet]: { fontSize: vars.font.size.md, ...wrapWhole } } }))
globalStyle(inHomeLink(logoStyles.tagline.classNames.base), componentRule({ '@media': { [belowTablet]: wrapWhole, [narrowPhone]: { display: 'none' } } }))

export const nav = style(
  componentRule({
    display: 'none',
    marginInline: 'auto',
    '@media': { [mq.desktop]: { display: 'block' } },
  }),
)

export const navList = style(
  componentRule({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    listStyle: 'none',
    padding: 0,
  }),
)

export const navLink = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.space.xxl,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    color: vars.color.text.body,
    textDecorationLine: 'none',
    textDecorationThickness: '0.125em',
    textUnderlineOffset: '0.45em',
    outline: 'none',
    cursor: 'pointer',
    transition: ease('color'),
    selectors: {
      ...focusVisible,
      '&:hover': {
        color: vars.color.text.link,
        textDecorationLine: 'underline',
        textDecorationColor: vars.color.border.subtle,
      },
      // The active route: underlined in the accent, not by colour alone.
      '&[aria-current], &[aria-current]:hover': {
        color: vars.color.text.heading,
        fontWeight: vars.font.weight.semibold,
        textDecorationLine: 'underline',
        textDecorationColor: vars.color.background.action,
      },
    },
    '@media': {
      [mq.wide]: { paddingInline: vars.space.sm, fontSize: vars.font.size.md },
      [mq.forcedColors]: {
        color: 'LinkText',
        selectors: {
          '&:focus-visible': { outlineColor: 'Highlight' },
          '&[aria-current]': { textDecorationColor: 'LinkText' },
        },
      },
    },
  }),
)

export const actions = style(
  componentRule({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    flexShrink: 0,
    '@media': { [mq.desktop]: { gap: vars.space.md } },
  }),
)

/** An icon-only round button below wide screens (no room for the number), number and icon above. */
export const phoneLink = style(
  componentRule({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    width: vars.space.xxl,
    height: vars.space.xxl,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.background.secondary,
    color: vars.color.text.heading,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      ...focusVisible,
      '&:hover': { backgroundColor: vars.color.background.secondaryHover },
    },
    '@media': {
      [mq.wide]: {
        width: 'auto',
        height: 'auto',
        minHeight: vars.space.xxl,
        paddingInline: vars.space.xs,
        borderRadius: vars.radius.sm,
        backgroundColor: 'transparent',
        selectors: {
          '&:hover': {
            backgroundColor: 'transparent',
            color: vars.color.text.link,
            textDecorationLine: 'underline',
          },
        },
      },
      [mq.forcedColors]: {
        color: 'LinkText',
        border: '1px solid LinkText',
        selectors: { '&:focus-visible': { outlineColor: 'Highlight' } },
      },
    },
  }),
)

export const phoneText = style(
  componentRule({
    // Visually hidden below wide screens: the icon shows, the number is still the link's name.
    ...visuallyHiddenRule,
    '@media': {
      [mq.wide]: { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clipPath: 'none' },
    },
  }),
)

export const srOnly = style(componentRule(visuallyHiddenRule))

export const quote = style(
  componentRule({
    display: 'none',
    '@media': { [mq.tablet]: { display: 'inline-flex' } },
  }),
)

export const menuButton = style(
  componentRule({
    minWidth: vars.space.xxl,
    paddingInline: vars.space.xs,
    '@media': { [mq.desktop]: { display: 'none' } },
  }),
)
