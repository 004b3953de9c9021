import { setProjectAnnotations } from '@storybook/react-vite'
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview'
import { expect } from 'vitest'
import { page } from 'vitest/browser'
import * as projectAnnotations from './preview'

// Stories tagged 'visual' are compared to their committed baseline after render + play.
// The hook is a global so that preview.tsx never imports Vitest (it also runs in Storybook itself).
globalThis.__storyScreenshot = async (element: HTMLElement) => {
  await document.fonts.ready
  await expect.element(page.elementLocator(element)).toMatchScreenshot()
}

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations])
