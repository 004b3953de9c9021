// Browser tests (the site's components, the design system's stories) run development React in a
// Chromium driven through its inspector. Development React captures a JavaScript stack (an Error)
// for every element it creates, to print where an element was made in its warnings ("owner
// stacks"); under the inspector V8 captures up to 200 frames for each Error instead of 10. That
// capture was about half of every render (profiled: a form re-rendered on paste 66-74 ms with it,
// 27-36 ms without; the stories' whole run 99 s -> 88 s), the dearest step of these tests, and no
// test reads those stacks. React skips the capture past a count of elements it resets each second:
// that count is held above its limit. Every warning still comes (a test still fails on it), naming
// its component; only the creation frames are left out. VITE_REACT_OWNER_STACKS=1 keeps them, for a
// warning that needs them. Relies on a React internal: if a React upgrade renames it, nothing breaks,
// the tests are only slower again.
import type * as ReactModule from 'react'

export function skipReactOwnerStacks(react: typeof ReactModule, keep: unknown) {
  if (keep) return
  const internals = (react as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE
  if (internals && 'recentlyCreatedOwnerStacks' in internals) {
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => Number.POSITIVE_INFINITY, set: () => {} })
  }
}
