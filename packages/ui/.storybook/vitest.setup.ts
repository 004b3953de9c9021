import * as React from 'react'
import { setProjectAnnotations } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview'
import { expect, TestRunner } from 'vitest'
import { commands, page, userEvent } from 'vitest/browser'
import { describeCharacters, missingFromSubset, regenerateHint } from '../src/fonts/coverage'
import { typographyIssues } from '../../../scripts/french-typography.mjs'
import { skipReactOwnerStacks } from '../../../scripts/test/react-owner-stacks'
import { visualViewports, visualWidths } from '../../../scripts/visual/viewports.mjs'
import * as projectAnnotations from './preview'

// findBy*/waitFor in play functions wait up to 5 s instead of 1: npm test runs the stories beside
// another task on 2 cores, and a story's first render took over a second there (Header « Téléphone,
// menu ouvert », 2026-11-27). Only a failing wait takes longer to report.
configure({ asyncUtilTimeout: 5_000 })

// React's owner stacks are not captured (scripts/test/react-owner-stacks.ts): VITE_REACT_OWNER_STACKS=1 keeps them.
skipReactOwnerStacks(React, import.meta.env.VITE_REACT_OWNER_STACKS)

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

/**
 * Waits until no scroll position in the story moves from one frame to the next (at most ~1 s): after
 * a resize, a scroll container re-snaps or keeps its selected item in view a few frames later (the
 * tab list on a phone), and a shot taken before that is not the one of the next run.
 */
async function settleScroll(element: HTMLElement) {
  const positions = () =>
    [document.scrollingElement, element, ...element.querySelectorAll('*')]
      .filter((node): node is Element => node !== null && (node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight))
      .map((node) => `${node.scrollLeft},${node.scrollTop}`)
      .join(' ')
  let previous = positions()
  for (let frame = 0; frame < 60; frame++) {
    await frames()
    const current = positions()
    if (current === previous) return
    previous = current
  }
}

// Keys pressed by the browser (Playwright), not simulated: Testing Library's user-event dispatches untrusted
// events, and a native <summary> or <details> does nothing on those. A global for the same reason as below.
globalThis.__storyRealKeyboard = (keys) => userEvent.keyboard(keys)

// Stories tagged 'visual' are compared to their committed baseline after render + play: at the phone
// and desktop widths of the page baselines (`<Story>-phone`, `<Story>-desktop`), the viewport resized
// after play so media queries and the layout follow while the story's state stays; a story that pins
// a viewport of its own (a 1024 px header) is shot once, at that viewport.
// The hook is a global so that preview.tsx never imports Vitest (it also runs in Storybook itself).
globalThis.__storyScreenshot = async (element, { story, pinnedViewport }, options) => {
  // Every pixel is compared exactly (threshold 0), but up to 32 of them may differ: at the reference
  // widths the rounded corners of form fields fall on half pixels, and 1 to 10 of their anti-aliased
  // pixels changed between two runs of the same code (TextArea, TextField, QuickQuoteForm); the native
  // select's chevron, an SVG drawn over the field, adds up to 19 more under load (ContactForm's Matrice,
  // npm test of 2026-11-27, 14 × 8 px around the chevron). A 1 px token change resizes the shot or
  // moves thousands of pixels. A story may allow more (parameters.screenshot).
  const comparatorOptions = {
    threshold: 0,
    allowedMismatchedPixels: Math.max(options?.allowedMismatchedPixels ?? 0, 32),
    allowedMismatchedPixelRatio: 1,
  }
  const matcherOptions = { comparatorName: 'pixelmatch' as const, comparatorOptions }
  const locator = page.elementLocator(element)
  // The names of the shots go to the reporter, which tells baselines no story takes any more.
  const meta = TestRunner.getCurrentTest()?.meta as { visualShots?: string[] } | undefined
  const shoot = async (name: string) => {
    if (meta) (meta.visualShots ??= []).push(name)
    // A full-width shot of a tall story takes seconds on a loaded 2-core machine; the default 5 s gave up.
    await expect.element(locator).toMatchScreenshot(name, { ...matcherOptions, timeout: 30_000 })
  }
  // A story shot in forced colours (parameters.screenshot.forcedColors): the browser's own palette and
  // text backplates, as a visitor with a contrast theme sees them; back to normal after the shots.
  if (options?.forcedColors) {
    await commands.emulateForcedColors(true)
    try {
      await frames()
      await shootAt(element, story, pinnedViewport, shoot)
    } finally {
      await commands.emulateForcedColors(false)
    }
    return
  }
  await shootAt(element, story, pinnedViewport, shoot)
}

/** The story's shots: once at the viewport it pins, else at each reference width. */
async function shootAt(element: HTMLElement, story: string, pinnedViewport: boolean, shoot: (name: string) => Promise<void>) {
  if (pinnedViewport) {
    await document.fonts.ready
    await shoot(`${story} 1`)
    return
  }
  for (const width of visualWidths) {
    const viewport = visualViewports[width]
    await page.viewport(viewport.width, viewport.height)
    await frames()
    // The test iframe paints nothing below its viewport: a story taller than the screen gets a taller
    // viewport at the same width, so the shot holds all of it and not a white band.
    const height = Math.ceil(element.getBoundingClientRect().bottom + window.scrollY)
    if (height > viewport.height) {
      await page.viewport(viewport.width, height)
      await frames()
    }
    await settleScroll(element)
    await document.fonts.ready
    await shoot(`${story} ${width}`)
  }
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

// Every story's visible text (overlays included), its labels and placeholders are in French
// typography: no straight apostrophe, no breaking space before : ; ! ? or inside « », no "...", no hour
// glued to its number (24h).
// Storybook's own (English, hidden) error and loading screens are not the story's text.
const storybookOwn = '.sb-errordisplay, .sb-nopreview, .sb-preparing-story, .sb-preparing-docs, .sb-wrapper, #storybook-docs'
globalThis.__storyTypographyCheck = (root: HTMLElement) => {
  const texts: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(`script, style, code, pre, ${storybookOwn}`)) texts.push(node.nodeValue ?? '')
  }
  const labels: string[] = []
  for (const element of root.querySelectorAll<HTMLElement>('[aria-label], [title], [alt], [placeholder], [aria-description]')) {
    if (element.closest(storybookOwn)) continue
    for (const name of ['aria-label', 'title', 'alt', 'placeholder', 'aria-description']) labels.push(element.getAttribute(name) ?? '')
  }
  // Text nodes are read as they render, joined (JSX splits `plus{'\u00a0'}:` into three nodes).
  const issues = [...typographyIssues(texts.join(''), { hours: true }), ...labels.flatMap((label) => typographyIssues(label, { hours: true }))]
  if (issues.length > 0) {
    throw new Error(`The story's text breaks French typography (scripts/french-typography.mjs): ${issues.map((i) => `[${i.kind}] …${i.excerpt}…`).join(' | ')}`)
  }
}

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations])
