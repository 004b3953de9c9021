// TextArea reuses the shared field look (components/Field) and adds its multi-line specifics.
import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { components } from '../../styles/layers.css'

/** Height comes from `rows`; the visitor may only grow it vertically (no layout break sideways). */
export const textArea = style({
  '@layer': {
    [components]: {
      resize: 'vertical',
      lineHeight: vars.font.lineHeight.body,
      overflowWrap: 'break-word',
    },
  },
})
