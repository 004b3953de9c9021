// Renders the social-share image (public/og-image.png, 1200×630) from HTML in Chromium.
// Run again after a brand change: npx node scripts/make-og-image.mjs (Node 22.18 or later: it imports the
// theme, @expert/ui/tokens, a TypeScript module Node runs as is).
import { chromium } from 'playwright'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { palette, theme } from '@expert/ui/tokens'
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs'

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'og-image.png')
const name = process.env.VITE_COMPANY_NAME ?? 'Sud Expertise Assuré'
// The brand's colours come from the design system's theme, so a brand change reaches the image too.
const { background, text } = theme.color
const html = `<!doctype html><html lang="fr"><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:linear-gradient(135deg,${background.brand} 0%,${palette.blue[700]} 100%);color:${text.onBrand};font-family:'Inter','Liberation Sans',Arial,sans-serif;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:24px">
    <svg width="88" height="88" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${text.onBrand}" fill-opacity=".12"/><path d="M7 16.5 16 9l9 7.5V25a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z" fill="none" stroke="${text.onBrand}" stroke-width="2.2" stroke-linejoin="round"/><path d="m12.5 19.5 2.5 2.5 4.5-5" fill="none" stroke="${theme.color.accent}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>
    <div style="font-size:40px;font-weight:700">${name}</div>
  </div>
  <div>
    <div style="font-size:72px;font-weight:800;line-height:1.05">Expert d’assuré indépendant</div>
    <div style="font-size:34px;margin-top:24px;color:${text.onBrandMuted}">Malfaçons, fissures, humidité, réception de chantier : nous défendons vos intérêts.</div>
  </div>
  <div style="display:flex;gap:16px;font-size:26px">
    <span style="background:${background.action};padding:12px 24px;border-radius:10px;font-weight:700">Devis gratuit sous 48h</span>
    <span style="border:2px solid ${text.onBrand};padding:10px 24px;border-radius:10px">Sud de la France</span>
  </div>
</div></body></html>`

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(html)
await page.screenshot({ path: out })
await browser.close()
console.log(`Wrote ${out}`)
