// A form's own band on a page: subtle background, centred heading and intro, the form in a raised
// card (Panel). The band is the anchor target of the 'Devis gratuit' buttons, so it keeps clear of
// the sticky header when scrolled to.
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'
import { headingSize } from '../Typography/Typography.css'

export const section = style(
  componentRule({
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.md,
    background: vars.color.background.subtle,
    scrollMarginTop: vars.layout.headerHeight,
    '@media': { [mq.tablet]: { paddingBlock: vars.space.xxxl } },
  }),
)

/** No wider than a form's two columns need. */
export const inner = style(componentRule({ maxWidth: '860px', marginInline: 'auto', display: 'grid', gap: vars.space.lg }))

export const header = style(componentRule({ display: 'grid', gap: vars.space.sm, textAlign: 'center' }))

/** The theme's xxl heading (Typography), one step larger from tablets. */
export const title = style([headingSize.xxl, componentRule({ '@media': { [mq.tablet]: { fontSize: vars.font.size.xxxl } } })])

export const intro = style(componentRule({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.lg }))
