// One place that says which Chromium every browser tool uses (Debian's, or CHROMIUM_PATH) and how to launch it as root.
import { existsSync } from 'node:fs'

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** Absolute path of the Chromium binary, or undefined to let the tool pick its own. */
export const chromiumPath = candidates.find((p) => p && existsSync(p))

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
