import { style } from '@vanilla-extract/css'
import { appRule, noScriptMedia, pageScriptFailedSelector } from '@expert/ui/styles'

/** An island's host element takes no box: the island's own root element is laid out as if in its place. */
export const host = style(appRule({ display: 'contents' }))

/** What stands in for an island when the page runs no script: scripting off, or the page's boot failed. */
export const withoutScript = style(
  appRule({
    display: 'none',
    '@media': { [noScriptMedia]: { display: 'contents' } },
    selectors: { [pageScriptFailedSelector]: { display: 'contents' } },
  }),
)
