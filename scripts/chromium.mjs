// One place that says which Chromium every browser tool uses (Debian's, or CHROMIUM_PATH) and how to launch it as root.
import { existsSync } from 'node:fs'

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** Absolute path of the Chromium binary, or undefined to let the tool pick its own. */
export const chromiumPath = candidates.find((p) => p && existsSync(p))

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`: the same Blink and V8 without the
 * browser's UI layer), for the end-to-end journeys only; measured on the routes sweep here, 1.9 min
 * against 2.7 min with the full browser, 39 % less CPU. It draws text a little differently (2 % of the
 * pixels of a page shot), so everything compared with a baseline — story and page shots — keeps the
 * full browser. Falls back to the full browser where the shell is not installed.
 */
export const chromiumShellPath =
  [process.env.CHROMIUM_HEADLESS_SHELL_PATH, process.env.CHROMIUM_PATH ? undefined : '/usr/bin/chromium-headless-shell'].find((p) => p && existsSync(p)) ??
  chromiumPath

/** Flags measured to work headless as root on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
]

/**
 * The browser's own language, French as the visitors' (Chromium on Linux reads LANGUAGE; the locale
 * files come with Debian's `chromium-l10n`, without which it stays en-US). It draws what the page
 * cannot: the native date field's placeholders (« jj/mm/aaaa » instead of « mm/dd/yyyy ») and the
 * validation bubbles. Playwright's `locale` only sets Intl and Accept-Language.
 */
export const chromiumEnv = { ...process.env, LANGUAGE: 'fr' }

/**
 * Added by the tools that time the page's main thread (dead-taps, main-thread), so that a page costs
 * what it costs on a visitor's phone, where no DevTools client is attached. Playwright drives the page
 * through the DevTools protocol, and with its Runtime domain on, V8 records every `new Error()` with a
 * full stack trace, line and column of each frame; V8 computes source positions lazily, so the first
 * such error re-parses every function on its stack. React DOM creates five sentinel errors while its
 * module is evaluated, inside its one big factory function, inside the shell chunk's module: the boot
 * task grew from under 50 ms to 51–103 ms unthrottled and 150–330 ms at CPU ×4 (V8's
 * CollectSourcePositions: 164 of its 194 ms in a trace), a cost no visitor pays (measured 2026-11-27: the
 * same build in plain Chromium, no protocol client, shows no long animation frame in that task).
 * With positions computed at compile time, on the background thread that compiles the streamed modules,
 * the re-parse is gone and the rest of the page's work is unchanged.
 */
export const measuringArgs = ['--js-flags=--no-enable-lazy-source-positions']
