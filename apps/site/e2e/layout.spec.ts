// What a visitor sees at 360, 390, 768 and 1440 px on every prerendered page: no text cut by an
// ellipsis or an overflow in buttons, tabs, selects and headings; no phone number (nor VAT or
// registration number) split across two lines; on phones, every tap target at least 44 × 44 px
// (WCAG 2.5.5), links inside running text excepted as WCAG excepts them. The audit (layout.ts) runs
// in routes.spec.ts: 390 and 360 px on the phone visit every route gets, 768 and 1440 px on the
// desktop visit of each template's pages. Here: proof that each of its rules fires, and
// the review form's first invalid field clear of the toast.
import { expect, liveForm, test, waitForHydration } from './fixtures'
import { auditLayout } from './layout'

test.describe('layout audit', () => {
  test('the audit finds a cut label, a split number and a small target', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.setContent(`
      <main style="font: 16px sans-serif">
        <button style="width: 80px; height: 48px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">Demander un devis gratuit</button>
        <h2 style="width: 60px">Anticonstitutionnellement</h2>
        <div style="width: 120px; overflow-x: auto; white-space: nowrap"><span role="tab" aria-selected="true" tabindex="0" style="display: inline-block; padding: 14px">Expertise bâtiment</span></div>
        <div style="width: 160px; overflow-x: auto; white-space: nowrap"><span role="tab" aria-selected="true" tabindex="0" style="display: inline-block; padding: 14px">Un</span><span role="tab" aria-selected="false" tabindex="-1" style="display: inline-block; padding: 14px">Deuxième onglet</span></div>
        <p style="width: 110px">Appelez le 04 65 71 12 34 dès maintenant.</p>
        <p><a href="/avis">Retour aux avis</a></p>
        <p>Lisez nos <a href="/conditions">conditions</a> avant d’envoyer.</p>
        <a href="/vu" style="display: block; height: 48px">Assez grand</a>
      </main>`)
    const problems = await page.evaluate(auditLayout, { checkTargets: true, minTarget: 44 })
    // The selected tab cut by its scrolling strip is found; the unselected one the strip scrolls to is not.
    expect(problems).toEqual([
      'cut: <button> “Demander un devis gratuit”: ellipsis',
      expect.stringMatching(/^cut: <h2> “Anticonstitutionnellement”: overflows its box/),
      expect.stringMatching(/^cut: <span role=tab> “Expertise bâtiment”: shown in part by a auto\/auto ancestor <div/),
      'split: “04 65 71 12 34” in <p> “Appelez le 04 65 71 12 34 dès maintenant.” runs over two lines',
      expect.stringMatching(/^target: <a> “Retour aux avis” is \d+×\d+ px$/),
    ])
  })

  test('at 390 px the review form brings its first invalid field and its error clear of the failure toast', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/avis-clients/nouveau')
    await waitForHydration(page)
    const form = await liveForm(page, 'review')
    // Everything right but the last field: focus alone would leave it at the bottom edge, under the toast.
    await form.getByRole('textbox', { name: 'Votre nom' }).fill('Jeanne Martin')
    await form.getByRole('combobox', { name: 'Type de projet' }).selectOption({ label: 'Expertise fissures' })
    await form.getByRole('radio', { name: '4 étoiles', exact: true }).locator('xpath=ancestor::label[1]').click()
    await form.getByRole('textbox', { name: 'Votre avis' }).fill('Rapport clair, expert disponible et à l’écoute.')
    await form.getByRole('button', { name: /Envoyer mon avis/ }).click()
    const toast = page.getByRole('region', { name: 'Notifications' })
    await expect(toast.getByText('Formulaire incomplet', { exact: true })).toBeVisible()
    const terms = form.getByRole('checkbox', { name: /conditions d’utilisation/ })
    await expect(terms).toBeFocused()
    const error = form.getByText('Vous devez accepter les conditions', { exact: false })
    await expect(error).toBeVisible()
    // Once the scroll has settled: the field's box and its error lie inside the screen, above the toast.
    await expect
      .poll(async () => {
        const toastTop = (await toast.boundingBox())?.y ?? 0
        const label = await terms.locator('xpath=ancestor::label[1]').boundingBox()
        const message = await error.boundingBox()
        return Boolean(label && message && label.y >= 0 && message.y + message.height <= toastTop)
      })
      .toBe(true)
  })
})
