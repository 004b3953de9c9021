// Form-level pieces shared by QuickQuoteForm and ContactForm (title, intro, privacy notice, actions).
import { style } from '@vanilla-extract/css'
import { vars } from '../styles/contract.css'
import { componentRule } from '../styles/layered'
import { mq } from '../styles/breakpoints'
import { focusRing, textLink } from '../styles/atoms'
import { noScriptMedia, pageScriptFailedSelector } from '../styles/scripting'

export const form = style(componentRule({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }))

export const header = style(componentRule({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }))

export const title = style(
  componentRule({
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.heading,
    '@media': { [mq.tablet]: { fontSize: vars.font.size.xxl } },
  }),
)

export const intro = style(componentRule({ color: vars.color.text.body, fontSize: vars.font.size.md }))

/** Two fields side by side from tablets, one under the other on phones. */
export const row = style(
  componentRule({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
)

export const checkboxes = style(componentRule({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }))

export const notice = style(
  componentRule({
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.muted,
    maxWidth: vars.layout.readingWidth,
  }),
)

/** Each paragraph of the notice, then its link, on a line of its own. */
export const noticeLine = style(componentRule({ display: 'block', selectors: { '& + &': { marginTop: vars.space.xxs } } }))

/** The policy link stands alone on its line: a 44 px tap target. */
export const noticeLink = style(
  componentRule({
    ...textLink,
    textUnderlineOffset: '2px',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    selectors: { ...textLink.selectors, '&:focus-visible': { ...focusRing(), borderRadius: vars.radius.sm } },
  }),
)

/**
 * The send button's row. Only the page's code sends: where it never runs (scripting off, or the whole
 * page's code failed) the row is not shown rather than a button that does nothing; where only the form's
 * part failed, a press tries its code again and points at the notice (the site's islands), so it stays.
 */
export const actions = style(
  componentRule({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    '@media': { [mq.tablet]: { flexDirection: 'row', alignItems: 'center' }, [noScriptMedia]: { display: 'none' } },
    selectors: { [pageScriptFailedSelector]: { display: 'none' } },
  }),
)
