import { style } from '@vanilla-extract/css'
import { focusRing, mq, vars } from '@expert/ui/styles'

export const testimonialsBody = style({ display: 'grid', gap: vars.space.xl })

/** One column on phones, three from medium screens (behaviour §2). */
export const testimonialsGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

/** The reviews page: one, two then three columns. */
export const reviewsGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const gridItem = style({ display: 'grid', minWidth: 0 })

export const centeredActions = style({ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: vars.space.md })

export const listSection = style({ display: 'grid', gap: vars.space.lg })

export const listHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const listTitle = style({
  margin: 0,
  color: vars.color.text.heading,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing('4px') },
})

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  margin: 0,
})

/** Before the reviews arrive: the summary keeps its place but is not shown. */
export const summaryPending = style({ visibility: 'hidden' })

export const summaryItem = style({ display: 'grid', gap: vars.space.xxs })

export const summaryLabel = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm })

export const summaryValue = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
})

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.background.action}`,
  background: vars.color.background.subtle,
  color: vars.color.text.body,
  fontSize: vars.font.size.sm,
})

/** The pagination's buttons need JavaScript: without it, hidden (the first page is what the visitor gets). */
export const paginationFrame = style({ display: 'contents', '@media': { '(scripting: none)': { display: 'none' } } })

export const busy = style({ opacity: 0.6, transition: `opacity ${vars.motion.fast}` })

// ---- review form -------------------------------------------------------------------------------

export const form = style({ display: 'grid', gap: vars.space.lg })

export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
})

/** The submit button spans the form, as in the two quote forms. */
export const formActions = style({ display: 'flex' })

export const privacyNotice = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
})

export const noticeLine = style({ display: 'block', selectors: { '& + &': { marginTop: vars.space.xxs } } })

export const inlineLink = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { ...focusRing(), borderRadius: vars.radius.sm },
  },
})


/** The policy link on a line of its own under a form: a 44 px tap target (WCAG 2.5.5). */
export const noticeLink = style([inlineLink, { display: 'inline-flex', alignItems: 'center', minHeight: '44px' }])

export const plainError = style({ margin: 0, textAlign: 'center', color: vars.color.text.critical })
