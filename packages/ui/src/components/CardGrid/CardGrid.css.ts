import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '../../styles/contract.css'
import { componentRule } from '../../styles/layered'
import { mq } from '../../styles/breakpoints'

const two = 'repeat(2, minmax(0, 1fr))'

/** One column on phones; the full count from the tablet or the desktop width. */
export const grid = recipe({
  base: componentRule({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    selectors: {
      // `hidden` hides it (the browser's own rule would lose to display: grid): a page of cards not shown.
      '&[hidden]': { display: 'none' },
      // Another page of cards is on its way: the cards shown stay in place, dimmed.
      '&[aria-busy="true"]': { opacity: 0.6, transition: `opacity ${vars.motion.fast}` },
    },
  }),
  variants: {
    columns: {
      2: componentRule({ '@media': { [mq.tablet]: { gridTemplateColumns: two } } }),
      3: {},
      4: {},
    },
    reach: { tablet: {}, desktop: {} },
  },
  compoundVariants: [
    { variants: { columns: 3, reach: 'tablet' }, style: componentRule({ '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } }) },
    {
      variants: { columns: 3, reach: 'desktop' },
      style: componentRule({
        '@media': {
          [mq.tablet]: { gridTemplateColumns: two },
          [mq.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        },
      }),
    },
    { variants: { columns: 4, reach: 'tablet' }, style: componentRule({ '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } }) },
    {
      variants: { columns: 4, reach: 'desktop' },
      style: componentRule({
        '@media': {
          [mq.tablet]: { gridTemplateColumns: two },
          [mq.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      }),
    },
  ],
  defaultVariants: { columns: 3, reach: 'desktop' },
})

export type CardGridVariants = NonNullable<RecipeVariants<typeof grid>>

/** Each cell lays its card out as a grid: cards of one row share the row's height. */
export const item = style(componentRule({ display: 'grid', minWidth: 0 }))
