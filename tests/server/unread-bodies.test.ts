import { request as httpRequest, createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeAfterUnreadBody } from '../../server/unreadBodies.mjs'

let server: ReturnType<typeof createServer>
let port: number

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    closeAfterUnreadBody(request, response)
    const answer = () => response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok')
    // as a handler refusing a body too large to read, or one that reads it all first
    if (request.url === '/refuse') return answer()
    request.resume()
    request.on('end', answer)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The Connection header of the answer to a POST whose body is sent slowly, in two halves. */
function connectionAfter(path: string, body?: Buffer): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      port,
      host: '127.0.0.1',
      path,
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-length': body.length } : {},
    })
    request.on('response', (response) => {
      response.resume()
      resolve(response.headers.connection)
    })
    request.on('error', reject)
    if (!body) return void request.end()
    request.write(body.subarray(0, body.length / 2))
    setTimeout(() => request.end(body.subarray(body.length / 2)), 50)
  })
}

describe('an answer sent before its request body was read', () => {
  it('closes the connection, so the next request does not wait behind the unread bytes', async () => {
    expect(await connectionAfter('/refuse', Buffer.alloc(64 * 1024, 97))).toBe('close')
  })

  it('keeps the connection when the body was read first', async () => {
    expect(await connectionAfter('/read', Buffer.alloc(64 * 1024, 97))).toBe('keep-alive')
  })

  it('keeps the connection of a request without a body answered at once (a page from the copy, an asset)', async () => {
    // Node emits a GET before it marks it complete: a rule that looked at that mark closed these
    expect(await connectionAfter('/refuse')).toBe('keep-alive')
  })
})
