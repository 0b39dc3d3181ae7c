// A request answered before its body was read to the end leaves the rest of the body on the
// connection, and nothing reads it: the next request a client sent on that kept-alive connection
// waited for the keep-alive timeout. Such an answer says `Connection: close`, and Node closes the
// connection once it is sent, so the client opens a new one. The upload call reads and throws away
// the rest of a refused body up to a limit (src/api/multipartFile.ts), so only a body larger
// than that ends here; a handler that reads the whole body before it answers keeps the connection.
// Node decides on the connection when it writes the head, from `shouldKeepAlive`: a request with a
// body starts without keep-alive and gets it back once its body has been read, so nothing needs to
// stand between the handlers and the response (server/responsePipeline.mjs is the one that does).

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function closeAfterUnreadBody(request, response) {
  const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0
  if (!hasBody || request.complete) return
  const keepAlive = response.shouldKeepAlive
  response.shouldKeepAlive = false
  request.once('end', () => {
    if (!response.headersSent) response.shouldKeepAlive = keepAlive
  })
}
