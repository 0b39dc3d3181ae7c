// A request answered before its body was read to the end (an upload refused at its declared length
// or at 15 MB) leaves the rest of the body on the connection, and nothing reads it: the next request
// a client sent on that kept-alive connection waited for the keep-alive timeout. Such an answer says
// `Connection: close`, and Node closes the connection once it is sent, so the client opens a new one.
// A handler that reads the whole body before it answers (every other one) keeps the connection.

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
