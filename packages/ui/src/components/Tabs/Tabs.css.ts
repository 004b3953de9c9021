import { createContainer, createVar, keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { breakpoints } from '../../styles/tokens'
import { focusRing } from '../../styles/atoms'

/** Without scripting, no tab can be selected: every panel is shown instead (see Tabs.tsx). */
const noScript = '(scripting: none)'

// The tabs lay their row out by their own width (a phone, or a narrow column on a wide screen).
const tabsContainer = createContainer()

export const tabs = style(
  componentRule({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0, containerName: tabsContainer, containerType: 'inline-size' }),
)

// The fades at the ends of a list that scrolls: how much of each end is faded, driven by the
// list's own scroll position where the browser has scroll-driven animations (no fade at an end the
// list is scrolled to, nothing at all when every tab fits).
const fadeStart = createVar({ syntax: '<length>', inherits: false, initialValue: '0px' })
const fadeEnd = createVar({ syntax: '<length>', inherits: false, initialValue: '0px' })
const fadeWidth = '2.5rem'
const edgeFades = keyframes({
  from: { vars: { [fadeStart]: '0px', [fadeEnd]: fadeWidth } },
  '8%': { vars: { [fadeStart]: fadeWidth } },
  '92%': { vars: { [fadeEnd]: fadeWidth } },
  to: { vars: { [fadeStart]: fadeWidth, [fadeEnd]: '0px' } },
})

// In less than a desktop's width a few tabs (four at most) share the row in equal parts and their
// labels wrap: every tab shows whole, its middle where a thumb aims, nothing hidden past the edge.
// More tabs than that scroll sideways, with a fade that says there are more.
const narrow = `${tabsContainer} (width < ${breakpoints.desktop - 2 * 32}px)`
const fewTabs = ':not(:has(> :nth-child(5)))'

export const tabList = style(
  componentRule({
    display: 'flex',
    gap: vars.space.xxs,
    // Too narrow for every tab (phones, a tablet's 768 px): the list scrolls sideways instead of
    // wrapping, from its start, so the first (selected) tab is whole; a fade at the end that hides
    // tabs says there is more.
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'thin',
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    '@supports': {
      '(animation-timeline: scroll())': {
        maskImage: `linear-gradient(to right, transparent, #000 ${fadeStart}, #000 calc(100% - ${fadeEnd}), transparent)`,
        animationName: edgeFades,
        animationTimingFunction: 'linear',
        animationFillMode: 'both',
        animationTimeline: 'scroll(self inline)',
      },
    },
    '@media': {
      // Centred where the tabs fit; `safe`: from the start where they do not (plain centring would
      // push the first tab's start out of reach of the scroll).
      [mq.tablet]: { justifyContent: 'safe center' },
      [mq.forcedColors]: { borderBlockEndColor: 'CanvasText' },
      [noScript]: { display: 'none' },
    },
    selectors: { '&[data-align="start"]': { justifyContent: 'flex-start' } },
    '@container': { [narrow]: { selectors: { [`&${fewTabs}`]: { overflowX: 'visible', maskImage: 'none', animationName: 'none' } } } },
  }),
)

export const tab = style(
  componentRule({
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
    '@container': {
      [narrow]: {
        selectors: {
          [`${tabList}${fewTabs} &`]: {
            flex: '1 1 0',
            minWidth: 0,
            flexDirection: 'column',
            gap: vars.space.xxs,
            justifyContent: 'center',
            textAlign: 'center',
            whiteSpace: 'normal',
            textWrap: 'balance',
          },
        },
      },
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
  }),
)

export const tabIcon = style(componentRule({ display: 'inline-flex', flexShrink: 0 }))

export const tabPanel = style(
  componentRule({
    borderRadius: vars.radius.md,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing('4px'),
      '&[data-inactive]': { display: 'none' },
    },
    '@media': {
      [mq.forcedColors]: { selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } } },
      [noScript]: { selectors: { '&[data-inactive]': { display: 'block' }, '& + &': { marginTop: vars.space.xl } } },
    },
  }),
)

/** The tab's label over its panel: only when scripting is off. */
export const panelHeading = style(
  componentRule({
    display: 'none',
    margin: 0,
    marginBottom: vars.space.md,
    color: vars.color.text.heading,
    fontSize: vars.font.size.xl,
    lineHeight: vars.font.lineHeight.tight,
    fontWeight: vars.font.weight.bold,
    '@media': { [noScript]: { display: 'block' } },
  }),
)
