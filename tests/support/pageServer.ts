import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { clearMicroCache } from '../../server/pageMicroCache.mjs'
import { answerOrCapture } from '../../server/responsePipeline.mjs'

/**
 * A server with server.mjs's response pipeline (server/responsePipeline.mjs) around `handle`, which stands in
 * for Next; on a free loopback port. The micro-cache starts empty.
 */
export async function startPageServer(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  clearMicroCache()
  const server = createServer((request, response) => {
    const answered = answerOrCapture(request, response)
    if (answered === false) handle(request, response)
    // a read call's body was read: Next reads the request given in its place
    else if (answered !== true) void answered.then((outcome) => outcome === true || handle(outcome === false ? request : outcome, response))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
