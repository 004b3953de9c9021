// A prerendered page shows controls before its JavaScript runs, and some never get it: scripting is
// off, or the code could not be downloaded. Components that need their code say so in one way: what
// they show without it appears under `(scripting: none)` and inside an element the app marks with
// `scriptFailedAttribute` (the whole page when its boot failed, or a part of it whose code did not arrive).

/** Set by the app on `<html>`, or on a part of the page, when its JavaScript could not be loaded. */
export const scriptFailedAttribute = 'data-script-failed'

/** Media query of a browser that runs no script. */
export const noScriptMedia = '(scripting: none)'

/** Selector (for `selectors`) of a component inside a part of the page whose script failed. */
export const scriptFailedSelector = `[${scriptFailedAttribute}] &`

/**
 * Selector of a component in a page whose whole code failed (the attribute on <html>): nothing of the
 * page's code will ever answer there, where a part whose code failed may still get it (tried again).
 */
export const pageScriptFailedSelector = `html[${scriptFailedAttribute}] &`
