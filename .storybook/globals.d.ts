declare global {
  // Set by .storybook/vitest.setup.ts when stories run as Vitest tests.
  // eslint-disable-next-line no-var
  var __storyFontCheck: ((root: HTMLElement) => void) | undefined
  // eslint-disable-next-line no-var
  var __storyScreenshot: ((element: HTMLElement, options?: { allowedMismatchedPixels?: number }) => Promise<void>) | undefined
}
export {}
