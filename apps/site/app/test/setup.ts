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
import { addHeadStyles, cleanupPage } from './page'

// Development React captures a JavaScript stack (an Error) for every element it creates, to print
// where an element was made in its warnings ("owner stacks"). Under the inspector that drives the
// browser, V8 captures up to 200 frames for each Error instead of 10: that capture was half of every
// render (a form re-rendered on each change, a list of 36 cards), the dearest step of these tests.
// No test reads those stacks. React skips the capture past a count of elements it resets each
// second; that count is held above its limit here. Every warning still comes (a test still fails on
// it), naming its component; only the creation frames are left out.
if (!import.meta.env.VITE_REACT_OWNER_STACKS) {
  const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE
  if (internals && 'recentlyCreatedOwnerStacks' in internals) {
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => Number.POSITIVE_INFINITY, set: () => {} })
  }
}

configure({ asyncUtilTimeout: 10_000 })
addHeadStyles()
document.documentElement.lang = 'fr'
afterEach(cleanupPage)
