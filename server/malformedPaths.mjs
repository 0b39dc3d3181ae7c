// Paths no page, call or file has, refused with 400 before Next sees them. Next and Payload answer
// them with 500: a percent sign that decodes to nothing (Next's router throws), and an encoded
// `..` under a file route, which URL parsing turns into a real `..` (`/cms-api/media/file/%2e%2e/x`
// becomes `/cms-api/media/x`, and Payload looks for a document whose id is "x").

/** Payload's upload files (`/cms-api/<collection>/file/<name>`) and the member grants' `/files/`. */
const FILE_ROUTE = /^\/(?:cms-api\/[^/]+\/file|files)(?:\/|$)/i

/** Encoded dots, slashes, backslashes and NUL; literal dot segments, empty segments and backslashes. */
const TRAVERSAL = /%(?:2e|2f|5c|00)|\\|\/\/|(?:^|\/)\.\.?(?:\/|$)/i

/**
 * The reason a request path is refused, or null.
 * @param {string} url the request target as the client sent it
 * @returns {string | null}
 */
export function malformedPathReason(url) {
  const pathname = url.split('?')[0]
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return 'malformed percent-encoding'
  }
  if (FILE_ROUTE.test(pathname) && (TRAVERSAL.test(pathname) || TRAVERSAL.test(decoded))) return 'a path segment that leaves its folder'
  return null
}

/**
 * Answers 400 for a malformed path; false: the path goes on to Next.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function refuseMalformedPath(request, response) {
  if (!malformedPathReason(request.url ?? '/')) return false
  response.writeHead(400, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  response.end(request.method === 'HEAD' ? undefined : '{"errors":[{"message":"Bad Request"}]}')
  return true
}
