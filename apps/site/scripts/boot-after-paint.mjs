// Post-build step: every prerendered page paints before its JavaScript starts downloading.
//
// React Router writes, per page, `<link rel="modulepreload">` tags for the whole hydration graph and
// an inline module script whose static `import`s load the manifest and the route modules. On a
// slow phone connection that JavaScript (~130 KB gz on the home) is requested at the same moment
// as the stylesheets and the font, shares the bandwidth with them and is evaluated before the first
// frame, so the page — complete in the HTML — shows later than it could.
//
// This step rewrites both: the preload tags are removed from the HTML and re-created by the boot
// script once the first contentful paint is recorded (or after 1 s, whichever comes first: a
// background tab paints nothing), then the same modules are imported dynamically, in the same order, and React
// Router's entry runs as before. Nothing else changes: the modules, their order of evaluation, the
// route-module table, the hydration. Links and the forms' prerendered markup work before hydration.
//
// The rewrite is strict: if React Router's bootstrap ever changes shape, the build fails here
// instead of shipping a page that would not hydrate.

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");?$/

/** Marker of a rewritten boot script (also used by the size budget to find the page's modules). */
export const BOOT_MARKER = '/* boot after first paint */'

/**
 * Waits for the first contentful paint (Paint Timing, buffered), at most 1 s: browsers without the
 * entry, a background tab or a page that paints nothing still boot.
 */
const AFTER_FIRST_PAINT = [
  'await new Promise((done) => {',
  '  setTimeout(done, 1000);',
  '  try { new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); done(); } }).observe({ type: "paint", buffered: true }); } catch { done(); }',
  '});',
].join('\n')

/** The attribute the page's controls read (`scriptFailedAttribute` of `@expert/ui/styles`): its code could not be loaded. */
export const SCRIPT_FAILED_ATTRIBUTE = 'data-script-failed'

/**
 * A module that could not be downloaded: the page says so on <html>, where what needs the code gives
 * way to what works without it (the reviews' pagination to its sentence), then the error is reported.
 */
const ON_FAILURE = `} catch (error) { document.documentElement.setAttribute("${SCRIPT_FAILED_ATTRIBUTE}", ""); throw error; }`

/** Rewrites React Router's module bootstrap of one page. Throws on an unexpected shape. */
export function deferBoot(html) {
  const boots = [...html.matchAll(BOOT_SCRIPT)]
  if (boots.length !== 1) throw new Error(`boot-after-paint: expected one module bootstrap, found ${boots.length}`)
  const [bootTag, body] = boots[0]
  if (body.includes(BOOT_MARKER)) return html

  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1])
  if (preloads.length === 0) throw new Error('boot-after-paint: no modulepreload tag found')

  const statements = []
  for (const rawLine of body.split('\n')) {
    const line = rawLine.trim()
    if (!line) continue
    // The manifest import line ends with a stray `;` of its own template (`import "…";` + `;`).
    const imports = line.split(/;(?=\s*import )/).map((part) => part.trim())
    for (const part of imports) {
      const staticImport = STATIC_IMPORT.exec(part.replace(/;+$/, ';'))
      if (staticImport) {
        const [, binding, specifier] = staticImport
        statements.push(binding ? `const ${binding} = await import(${specifier});` : `await import(${specifier});`)
      } else if (/^import\s/.test(part)) {
        throw new Error(`boot-after-paint: unexpected static import in the bootstrap: ${part}`)
      } else {
        statements.push(part)
      }
    }
  }
  const preloadStatement = `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`
  // Every import awaited, so that a module that cannot be loaded lands in the catch below.
  const awaited = statements.map((statement) => statement.replace(/^import\(/, 'await import('))
  const rewritten = [BOOT_MARKER, AFTER_FIRST_PAINT, preloadStatement, 'try {', ...awaited, ON_FAILURE].join('\n')
  return html.replace(MODULEPRELOAD, '').replace(bootTag, `<script type="module" async="">${rewritten}</script>`)
}

/** The module URLs a rewritten page loads at boot (its former modulepreload list). */
export function bootModules(html) {
  const boot = [...html.matchAll(BOOT_SCRIPT)].map((match) => match[1]).find((body) => body.includes(BOOT_MARKER))
  if (!boot) return []
  const list = /for \(const href of (\[[^\]]*\])\)/.exec(boot)
  return list ? JSON.parse(list[1]) : []
}
