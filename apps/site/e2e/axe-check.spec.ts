// The accessibility check every page and state relies on (fixtures.ts axeViolations) must see a
// violation when there is one: an image without a text alternative and a button without a name,
// planted in a hydrated page, are reported with their rule and target, and nothing else is.
import { axeViolations, expect, test, waitForHydration } from './fixtures'

test('the axe check reports violations planted in a live page, by rule and target', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  expect(await axeViolations(page, 'clean')).toEqual([])
  await page.locator('main').evaluate((main) => {
    const image = document.createElement('img')
    image.src = '/favicon.svg'
    image.id = 'planted-image'
    const button = document.createElement('button')
    button.id = 'planted-button'
    main.append(image, button)
  })
  expect((await axeViolations(page, 'planted')).sort()).toEqual(['planted: button-name (#planted-button)', 'planted: image-alt (#planted-image)'])
})
