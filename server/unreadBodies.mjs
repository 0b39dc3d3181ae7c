// A request answered before its body was read to the end leaves the rest of the body on the
// connection, and nothing reads it: the next request a client sent on that kept-alive connection
// waited for the keep-alive timeout. Such an answer says `Connection: close`, and Node closes the
// connection once it is sent, so the client opens a new one. The upload call reads and throws away
// the rest of a refused body up to a limit (src/api/multipartFile.ts), so only a body larger
// than that ends here; a handler that reads the whole body before it answers keeps the connection.

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function closeAfterUnreadBody(request, response) {
  const writeHead = response.writeHead
  /** @type {typeof response.writeHead} */
  const closingWriteHead = function (...args) {
    if (!request.complete) response.shouldKeepAlive = false
    return writeHead.apply(this, /** @type {Parameters<typeof writeHead>} */ (args))
  }
  response.writeHead = closingWriteHead
}
