// What a prerendered page loads before any interaction, shared by the size budget (size.mjs, in
// `npm test`) and the Lighthouse benchmark (bench.mjs).
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { bootModules } from './boot-after-paint.mjs'

export const KB = 1024

/** Every prerendered page of a build's client directory: { route, file }, sorted by route. */
export function prerenderedPages(root, dir = root, prefix = '/') {
  const found = []
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) {
      if (entry !== 'assets') found.push(...prerenderedPages(root, full, `${prefix}${entry}/`))
    } else if (entry === 'index.html') found.push({ route: prefix === '/' ? '/' : prefix.slice(0, -1), file: full })
  }
  return found.sort((a, b) => a.route.localeCompare(b.route))
}

/** Local JS and CSS URLs a page loads at start: boot modules, module preloads, scripts, stylesheets. */
export function assetsOf(html) {
  const js = new Set()
  const css = new Set()
  for (const [, url] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) js.add(url)
  // Pages boot after their first paint (boot-after-paint.mjs): the preload list is in the boot script.
  for (const url of bootModules(html)) js.add(url)
  for (const [, url] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(url)
  for (const [, url] of html.matchAll(/import(?:\s[^"']*from)?\s*"(\/assets\/[^"]+\.js)"/g)) js.add(url)
  for (const [, url] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) css.add(url)
  const local = (urls) => [...new Set([...urls].map((u) => u.split(/[?#]/)[0]))].filter((u) => u.startsWith('/'))
  return { js: local(js), css: local(css) }
}

/** Font files a page can load: its font preloads and every woff2 its stylesheets declare. */
export function fontsOf(html, stylesheets) {
  const urls = new Set()
  for (const [, url] of html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)) urls.add(url)
  for (const css of stylesheets) for (const [, url] of css.matchAll(/url\(["']?(\/[^"')]+\.woff2)["']?\)/g)) urls.add(url)
  return [...urls]
}

/** gzip sizes of a page's initial JS, CSS and HTML, and the bytes of its fonts (woff2: stored as is). */
export function createPageWeigher(root) {
  const cache = new Map()
  const gzipSize = (url) => {
    if (!cache.has(url)) cache.set(url, gzipSync(readFileSync(path.join(root, url))).length)
    return cache.get(url)
  }
  return (file) => {
    const html = readFileSync(file, 'utf8')
    const { js, css } = assetsOf(html)
    const fonts = fontsOf(
      html,
      css.map((url) => readFileSync(path.join(root, url), 'utf8')),
    )
    return {
      js: js.reduce((sum, url) => sum + gzipSize(url), 0),
      css: css.reduce((sum, url) => sum + gzipSize(url), 0),
      html: gzipSync(html).length,
      fonts: fonts.reduce((sum, url) => sum + statSync(path.join(root, url)).size, 0),
      files: js.length + css.length,
      scripts: js.length,
    }
  }
}
