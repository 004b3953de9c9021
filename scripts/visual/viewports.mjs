// The two widths every visual baseline is taken at: pages (Playwright) and stories (Vitest, Storybook's toolbar).
export const visualViewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
}

/** @type {ReadonlyArray<'phone' | 'desktop'>} */
export const visualWidths = ['phone', 'desktop']
