// Setup of every component test file: the site's styles in the document (as root.tsx puts them),
// a French document, and after each test what it rendered unmounted and the app-wide toast queue
// and live announcer emptied (Testing Library cleans up by itself only where afterEach is a global).
// findBy*/waitFor wait up to 10 s instead of 1: on a loaded 2-core host (npm test runs two tasks at
// a time, CI is slower still) a hydration or a real API answer took over a second; only a failing
// wait takes longer to report.
// React's owner stacks are not captured (see below): set VITE_REACT_OWNER_STACKS=1 to have them back
// when a React warning needs its creation stack to be read.
import * as React from 'react'
import { configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { skipReactOwnerStacks } from '../../../../scripts/test/react-owner-stacks'
import { addHeadStyles, cleanupPage } from './page'

// React's owner stacks are not captured (scripts/test/react-owner-stacks.ts).
skipReactOwnerStacks(React, import.meta.env.VITE_REACT_OWNER_STACKS)

configure({ asyncUtilTimeout: 10_000 })
addHeadStyles()
document.documentElement.lang = 'fr'
afterEach(cleanupPage)
