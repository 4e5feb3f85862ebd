import { renderToReadableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'
import { hydrateAfterPaint } from './lib/hydrate-after-paint.ts'

/**
 * Renders a page at build time: the prerendered public pages and the app shell of the client-rendered routes
 * (`ssr: false`, so this never runs for a visitor). A prerendered page is complete, so its scripts wait until it has
 * painted; the app shell has nothing to show until its scripts run, so it keeps React Router's own loading.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error) {
      status = 500
      console.error(error)
    },
  })
  await stream.allReady
  const html = await new Response(stream).text()
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(routerContext.isSpaMode ? html : hydrateAfterPaint(html), {
    status,
    headers: responseHeaders,
  })
}
