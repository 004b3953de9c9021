import { setProjectAnnotations } from '@storybook/react-vite'
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview'
import { expect } from 'vitest'
import { page } from 'vitest/browser'
import { describeCharacters, missingFromSubset, regenerateHint } from '../packages/ui/src/fonts/coverage'
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

// Every story's text (overlays included: they render outside the canvas) must be in the Inter subset
// wherever Inter has the character, or it would render in a fallback face on the site.
globalThis.__storyFontCheck = (root: HTMLElement) => {
  const parts: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('script, style')) parts.push(node.nodeValue ?? '')
  }
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) parts.push(element.value, element.placeholder)
    for (const pseudo of ['::before', '::after']) {
      const content = getComputedStyle(element, pseudo).content
      if (content.startsWith('"')) parts.push(content)
    }
  }
  const missing = missingFromSubset(parts.join(' '))
  if (missing.length > 0) {
    throw new Error(`The story uses characters that Inter has but the font subset lacks: ${describeCharacters(missing)}. Fix: ${regenerateHint}.`)
  }
}

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations])
