// TextArea reuses the shared field look (components/Field) and adds its multi-line specifics.
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'

/** Height comes from `rows`; the visitor may only grow it vertically (no layout break sideways). */
export const textArea = style(
  componentRule({
    resize: 'vertical',
    lineHeight: vars.font.lineHeight.body,
    overflowWrap: 'break-word',
  }),
)
