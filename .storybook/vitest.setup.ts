import { setProjectAnnotations } from '@storybook/react-vite'
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview'
import { expect } from 'vitest'
import { page } from 'vitest/browser'
import * as projectAnnotations from './preview'

// Stories tagged 'visual' are compared to their committed baseline after render + play.
// The hook is a global so that preview.tsx never imports Vitest (it also runs in Storybook itself).
globalThis.__storyScreenshot = async (element: HTMLElement, options?: { allowedMismatchedPixels?: number }) => {
  await document.fonts.ready
  const comparatorOptions = options?.allowedMismatchedPixels
    ? { threshold: 0, allowedMismatchedPixels: options.allowedMismatchedPixels, allowedMismatchedPixelRatio: 1 }
    : undefined
  await expect.element(page.elementLocator(element)).toMatchScreenshot(comparatorOptions ? { comparatorName: 'pixelmatch', comparatorOptions } : undefined)
}

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations])
