import { styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'

/** Heading sizes: the heading colour, line height and balance come from the base layer (global.css.ts). */
export const headingSize = styleVariants({
  md: componentRule({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }),
  lg: componentRule({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }),
  xl: componentRule({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }),
  xxl: componentRule({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold }),
})

export const textSize = styleVariants({
  sm: componentRule({ fontSize: vars.font.size.sm }),
  md: componentRule({ fontSize: vars.font.size.md }),
  lg: componentRule({ fontSize: vars.font.size.lg }),
})

export const textTone = styleVariants({
  body: componentRule({ color: vars.color.text.body }),
  muted: componentRule({ color: vars.color.text.muted }),
})
