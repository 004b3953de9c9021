// The dark variant of a page template's story: the same page (the meta's args), in the dark theme of
// @expert/ui/themes, shot at the phone and desktop reference widths like the light one. The light
// story's play has already walked the page's behaviour, which the theme does not change: the variant
// only checks that the theme is on, then its look is the shots and axe's contrast rule.
import { expect } from 'storybook/test'
import { darkTheme } from '@expert/ui/tokens'

/** `#rrggbb` as `getComputedStyle` reports it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

/** A template's story in the dark theme: spread it into the story, beside its name (`<page> sombre`). */
export const darkVariant = {
  globals: { theme: 'dark' },
  // The theme changes colours only: of axe's rules, the contrast one (the rest ran on the light story).
  parameters: { a11y: { options: { runOnly: { type: 'rule', values: ['color-contrast'] } } } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(getComputedStyle(canvasElement.ownerDocument.body).backgroundColor).toBe(rgb(darkTheme.color.background.page))
  },
}
