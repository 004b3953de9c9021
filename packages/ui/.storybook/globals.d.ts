declare global {
  // Set by .storybook/vitest.setup.ts when stories run as Vitest tests: shoots a story tagged 'visual'
  // at the phone and desktop reference widths, or once at the viewport the story pins.
  // eslint-disable-next-line no-var
  var __storyFontCheck: ((root: HTMLElement) => void) | undefined
  // eslint-disable-next-line no-var
  var __storyTypographyCheck: ((root: HTMLElement) => void) | undefined
  // Set by .storybook/vitest.setup.ts: presses keys through the browser itself (trusted events), for a native
  // control whose keyboard behaviour is the browser's (a <summary> opens on Enter and Space).
  // eslint-disable-next-line no-var
  var __storyRealKeyboard: ((keys: string) => Promise<void>) | undefined
  // eslint-disable-next-line no-var
  var __storyScreenshot:
    | ((
        element: HTMLElement,
        shot: { story: string; pinnedViewport: boolean },
        options?: { allowedMismatchedPixels?: number; forcedColors?: boolean },
      ) => Promise<void>)
    | undefined
}
declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Forced colours on (`true`) or off for the page of the stories (vitest.config.ts). */
    emulateForcedColors: (active: boolean) => Promise<void>
  }
}
export {}
