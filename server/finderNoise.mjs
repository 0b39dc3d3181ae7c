// The finder's address with what the finder does not understand in its query (a value no filter
// has, a name it has no use for) is sent to the address it means with a permanent redirect. The rule
// is the finder's (src/features/productFinder/finderAddress.ts, compiled by the build into
// .next/server-modules/); the server applies it before Next is asked, because through Next each such
// redirect cost as much as a small render, and a new query each time meets no copy.
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

import { isPageRequest } from '../src/runtime/cacheRules.mjs'
import { SECURITY_HEADERS } from '../src/runtime/securityHeaders.mjs'
import { siteLog } from '../src/runtime/log.mjs'
import { serverModulePath } from './serverModuleFiles.mjs'

const compiled = serverModulePath('finderAddress')
/** @type {((pathname: string, search: string) => string | null) | undefined} */
const finderRedirect = existsSync(compiled) ? (await import(pathToFileURL(compiled).href)).finderRedirect : undefined
// a build from before this step: the proxy (src/proxy.ts) still sends the redirect, through Next
if (!finderRedirect) siteLog('server').warn(`${compiled} is missing: the finder's redirects go through Next (run npm run build)`)

const headers = Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value]))

/**
 * The server's step for `finderRedirect` (the compiled rule): it answers a GET or HEAD for the
 * finder with noise in its query with the redirect to the address it means (true); false: the
 * request goes on.
 * @param {((pathname: string, search: string) => string | null) | undefined} finderRedirect
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean}
 */
export function finderNoiseStep(finderRedirect) {
  if (!finderRedirect) return () => false
  return (request, response) => {
    const url = request.url ?? '/'
    const queryAt = url.indexOf('?')
    if (queryAt < 0) return false
    const location = finderRedirect(url.slice(0, queryAt), url.slice(queryAt + 1))
    if (location === null) return false
    // only a GET or HEAD for the page's HTML: Next's client router asking for the page's data (a
    // link's prefetch, a navigation, an address with `_rsc`) has an address Next manages (it sends a
    // fetch without its `_rsc` back to get one), and the proxy, which sees the address without
    // `_rsc`, still tidies the finder's query for it; answering it here sent the router round in redirects
    if (!isPageRequest(request)) return false
    response.writeHead(308, { ...headers, Location: location, 'Content-Length': 0 })
    response.end()
    return true
  }
}

export const redirectFinderNoise = finderNoiseStep(finderRedirect)
