// Server entry, used only at build time: every route is prerendered to a static HTML file
// (react-router.config.ts, `ssr: false`). Two differences from React Router's default entry:
//
// - It always waits for the whole tree (`onAllReady`): a static file is written once, so there is
//   nothing to stream progressively.
// - `progressiveChunkSize` is raised so React never outlines a large Suspense boundary (an island:
//   services tabs, quick-quote form, contact form) into a `<div hidden>` at the end of the body plus
//   an inline `$RC` script that moves it into place. Outlined content is invisible without
//   JavaScript, is revealed only after the first frame plus a 300 ms batching delay, and costs
//   inline scripts the CSP must hash. Inline, it is part of the first paint.
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext } from 'react-router'

export const streamTimeout = 5_000

/** Larger than any page: no boundary is ever outlined. */
const NEVER_OUTLINE = 1 << 30

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: NEVER_OUTLINE,
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId)
            timeoutId = undefined
            callback()
          },
        })
        responseHeaders.set('Content-Type', 'text/html')
        pipe(body)
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        // A failing boundary must fail loudly at build time, not ship as a client-rendered hole.
        responseStatusCode = 500
        console.error(error)
      },
    })
  })
}
