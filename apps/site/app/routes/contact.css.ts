import { style } from '@vanilla-extract/css'
import { appRule, focusRing, mq, vars } from '@expert/ui/styles'

export const layout = style(appRule({
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [mq.tablet]: { paddingBlock: vars.space.xxl },
    [mq.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
}))

export const formCard = style(appRule({
  background: vars.color.background.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  '@media': { [mq.tablet]: { padding: vars.space.xl } },
}))

export const aside = style(appRule({ display: 'grid', gap: vars.space.lg }))

export const panel = style(appRule({
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
}))

export const panelTitle = style(appRule({
  margin: 0,
  color: vars.color.text.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
}))

const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md } as const

export const detailList = style(appRule(list))

export const detail = style(appRule({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
  color: vars.color.text.link,
}))

export const detailLabel = style(appRule({
  display: 'block',
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
}))

export const link = style(appRule({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { ...focusRing(), borderRadius: vars.radius.sm },
  },
}))

export const address = style(appRule({ fontStyle: 'normal', color: vars.color.text.body }))

export const hours = style(appRule({ margin: 0, display: 'grid', gap: vars.space.xs }))

export const hoursRow = style(appRule({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  color: vars.color.text.body,
}))

export const hoursDays = style(appRule({ margin: 0 }))

export const hoursTime = style(appRule({ margin: 0, fontWeight: vars.font.weight.semibold }))

export const commitments = style(appRule(list))

export const commitment = style(appRule({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.sm, alignItems: 'start' }))

export const commitmentIcon = style(appRule({ color: vars.color.accent, display: 'inline-flex', paddingTop: '2px' }))

export const commitmentTitle = style(appRule({ display: 'block', color: vars.color.text.heading }))

export const commitmentText = style(appRule({ display: 'block', color: vars.color.text.muted, fontSize: vars.font.size.sm }))
