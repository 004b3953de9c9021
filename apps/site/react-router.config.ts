import { copyFile, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { indexablePaths, prerenderPaths } from './app/route-paths'
import { deferBoot } from './scripts/boot-after-paint.mjs'
import { prerenderedPages } from './scripts/page-assets.mjs'
import { writeSecurityHeaders } from './scripts/security-headers.mjs'

/**
 * SITE_RENDER=spa builds the same code as a client-rendered single-page app — the original site's
 * architecture: one empty index.html, content only once the bundle has run. Used by `npm run bench`
 * as the baseline the prerendered site is compared with; never deployed.
 */
const spa = process.env.SITE_RENDER === 'spa'

export default {
  // Static hosting: every route is prerendered to HTML at build time and hydrated in the browser.
  ssr: false,
  // SITE_BUILD_DIR lets two builds coexist (e.g. the SPA comparison build of the benchmark).
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  prerender: spa ? false : prerenderPaths,
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client')
    if (spa) {
      // Every path answers index.html (the host's SPA rewrite); 404.html only for the headers step.
      await copyFile(path.join(client, 'index.html'), path.join(client, '404.html'))
      await writeSecurityHeaders(client)
      return
    }
    // Non-ASCII routes (/médiation) are written percent-encoded; static servers look for the decoded name.
    for (const entry of await readdir(client)) {
      const decoded = decodeURIComponent(entry)
      if (decoded !== entry) {
        await rm(path.join(client, decoded), { recursive: true, force: true })
        await rename(path.join(client, entry), path.join(client, decoded))
      }
    }
    // Unknown paths: the SPA fallback hydrates cleanly and renders the not-found route on the client;
    // static hosts serve 404.html with status 404.
    // Paint first, then fetch and run the JavaScript (see scripts/boot-after-paint.mjs).
    const html = [...prerenderedPages(client).map((page) => page.file), path.join(client, '__spa-fallback.html')]
    for (const file of html) await writeFile(file, deferBoot(await readFile(file, 'utf8')))
    await copyFile(path.join(client, '__spa-fallback.html'), path.join(client, '404.html'))

    // Search engines: indexable routes only; the canonical origin comes from VITE_SITE_URL.
    const origin = (process.env.VITE_SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
    const urls = indexablePaths.map((p) => `  <url><loc>${origin}${encodeURI(p)}</loc></url>`).join('\n')
    await writeFile(
      path.join(client, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    )
    await writeFile(path.join(client, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`)

    // Security headers and per-page CSP hashes (after 404.html exists).
    await writeSecurityHeaders(client)
  },
} satisfies Config
