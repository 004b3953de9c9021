import { createVar, globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { focusRing } from '../../styles/atoms'

/** Word put before the number of each h2 in `numbered="article"` mode ('Article'). */
export const articleLabel = createVar()

export const prose = style(
  componentRule({
    maxWidth: vars.layout.readingWidth,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.body,
    color: vars.color.text.body,
    counterReset: 'prose-article',
  }),
)

export const numberedDecimal = style({})
export const numberedArticle = style({})

const rule = (selector: string, css: Parameters<typeof globalStyle>[1]) => globalStyle(`${prose} ${selector}`, componentRule(css as never))

// Vertical rhythm: the container owns the space between its flow children.
globalStyle(`${prose} > * + *`, componentRule({ marginBlockStart: vars.space.md }))
globalStyle(`${prose} > * + :is(h2)`, componentRule({ marginBlockStart: vars.space.xxl }))
globalStyle(`${prose} > * + :is(h3, h4)`, componentRule({ marginBlockStart: vars.space.xl }))
globalStyle(`${prose} > :is(h2, h3, h4) + *`, componentRule({ marginBlockStart: vars.space.sm }))

rule('h2', {
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.heading,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  '@media': { [mq.tablet]: { fontSize: vars.font.size.xxl } },
})
rule('h3', {
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.heading,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
})
rule('h4', { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.text.heading })

// Numbered articles: CSS counters, so the content data stays plain headings.
globalStyle(`${numberedDecimal} > h2, ${numberedArticle} > h2`, componentRule({ counterIncrement: 'prose-article' }))
globalStyle(`${numberedDecimal} > h2::before`, componentRule({ content: 'counter(prose-article) ". "', color: vars.color.text.link }))
globalStyle(
  `${numberedArticle} > h2::before`,
  componentRule({
    content: `${articleLabel} " " counter(prose-article) " – "`,
    color: vars.color.text.link,
  }),
)

rule('p', { textWrap: 'pretty' })
rule(':is(ul, ol)', { paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs })
rule('li', { paddingInlineStart: vars.space.xxs })
rule('li::marker', { color: vars.color.text.link, fontWeight: vars.font.weight.semibold })
rule(':is(li) > :is(ul, ol)', { marginBlockStart: vars.space.xs })
rule('strong', { fontWeight: vars.font.weight.semibold, color: vars.color.text.heading })
rule('a', {
  color: vars.color.text.link,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.18em',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
})
rule('a:hover', { color: vars.color.text.linkHover, textDecorationThickness: '2px' })
rule('a:focus-visible', focusRing())
rule('blockquote', {
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.space.xxs} solid ${vars.color.border.subtle}`,
  color: vars.color.text.muted,
})
rule('hr', { border: 0, borderBlockStart: `1px solid ${vars.color.border.subtle}` })
rule('table', { width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm })
rule(':is(th, td)', {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
})
rule('th', { fontWeight: vars.font.weight.semibold, color: vars.color.text.heading, backgroundColor: vars.color.background.subtle })
rule('address', { fontStyle: 'normal' })

globalStyle(`${prose} a`, componentRule({ '@media': { [mq.forcedColors]: { color: 'LinkText' } } }))
globalStyle(`${prose} a:focus-visible`, componentRule({ '@media': { [mq.forcedColors]: { outlineColor: 'Highlight' } } }))
