// Setup of every component test file: the site's styles in the document (as root.tsx puts them),
// a French document, and after each test what it rendered unmounted and the app-wide toast queue
// and live announcer emptied (Testing Library cleans up by itself only where afterEach is a global).
import { afterEach } from 'vitest'
import { addHeadStyles, cleanupPage } from './page'

addHeadStyles()
document.documentElement.lang = 'fr'
afterEach(cleanupPage)
