/**
 * Whether a POST may come from this browser context: a cross-site page can make a browser send
 * simple requests (forms, `text/plain`), so the browser's own word on where the call comes from is
 * checked when it gives one. `Sec-Fetch-Site` must be `same-origin` (or `none`: typed by the user);
 * an `Origin` must name this host. Clients other than browsers send neither and pass.
 */
export function isSameOriginCall(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false
  const origin = request.headers.get('origin')
  if (!origin) return true
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return false
  }
  // the proxy in front keeps the Host header (deploy/nginx); TLS ends there, so only hosts compare
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host
  return originHost.toLowerCase() === host.split(',')[0].trim().toLowerCase()
}

/** `application/json` (with or without parameters), as the contract's calls are sent. */
export const isJsonCall = (request: Request) => mediaType(request) === 'application/json'

export const isMultipartCall = (request: Request) => mediaType(request) === 'multipart/form-data'

const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
