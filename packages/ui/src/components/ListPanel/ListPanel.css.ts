import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { focusRing } from '../../styles/atoms'
import { noScriptMedia, scriptFailedSelector } from '../../styles/scripting'
import { headingSize } from '../Typography/Typography.css'

export const panel = style(componentRule({ display: 'grid', gap: vars.space.lg }))

export const header = style(
  componentRule({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: vars.space.md,
  }),
)

/** The theme's xxl heading (Typography), focusable after a page change. */
export const title = style([
  headingSize.xxl,
  componentRule({
    // Focused after a page change: its top lands below the fixed header.
    scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
    selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing('4px') },
  }),
])

export const notice = style(
  componentRule({
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStart: `4px solid ${vars.color.background.action}`,
    background: vars.color.background.subtle,
    color: vars.color.text.body,
    fontSize: vars.font.size.sm,
  }),
)

/**
 * The pagination's buttons need JavaScript: without it (scripting off, or its code could not be
 * loaded), hidden: the first page is what the visitor gets.
 */
export const pagination = style(
  componentRule({ display: 'contents', '@media': { [noScriptMedia]: { display: 'none' } }, selectors: { [scriptFailedSelector]: { display: 'none' } } }),
)

/** What replaces the pagination without JavaScript: shown only then. */
export const paginationWithoutScript = style(
  componentRule({
    display: 'none',
    margin: 0,
    color: vars.color.text.body,
    fontSize: vars.font.size.sm,
    textAlign: 'center',
    '@media': { [noScriptMedia]: { display: 'block' } },
    selectors: { [scriptFailedSelector]: { display: 'block' } },
  }),
)
