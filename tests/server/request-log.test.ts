import { execFileSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { giveRequestId, logRequest } from '../../server/requestLog.mjs'
import pino from 'pino'

import { jsonLogOptions, loggedPath, requestLineWriter, serverLog } from '@/runtime/log.mjs'

import { sample } from '../support/metrics'

const lines: Record<string, unknown>[] = []
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
    done()
  },
})
// as server.mjs writes the request line: without pino's redaction, so the line itself must hold no secret
const log = requestLineWriter(sink)

let server: Server
let base = ''

beforeAll(async () => {
  process.env.TRUST_PROXY = 'loopback'
  // as server.mjs: the socket address first, then the log, then the answer
  server = createServer((request, response) => {
    request.headers['x-socket-address'] = request.socket.remoteAddress ?? ''
    const noteCache = logRequest(request, response, log)
    giveRequestId(request, response)
    if (request.url?.startsWith('/cached')) noteCache('micro')
    response.writeHead(request.url?.startsWith('/missing') ? 404 : 200, { 'Content-Type': 'text/plain' })
    response.end(`seen ${String(request.headers['x-request-id'])}`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  delete process.env.TRUST_PROXY
  server.close()
})

const lastLine = async () => {
  // the lines are handed to the stream in a batch, at most 100 ms after the first (src/runtime/log.mjs)
  await new Promise((resolve) => setTimeout(resolve, 150))
  return lines.at(-1) ?? {}
}

describe('the request log', () => {
  it('writes one JSON line a request with its id, which the answer and the app see too', async () => {
    const response = await fetch(`${base}/cached/News?page=2`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await response.text()).toBe(`seen ${id}`)
    const line = await lastLine()
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      reqId: id,
      method: 'GET',
      path: '/cached/News?page=2',
      status: 200,
      client: '203.0.113.9',
      cache: 'micro',
    })
    expect(line.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(line.bytes).toBeGreaterThan(0)
    expect(typeof line.ms).toBe('number')
  })

  it('writes the line pino would write for the same fields, in the same order', async () => {
    const capture = () => {
      const written: string[] = []
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          written.push(...chunk.toString('utf8').split(/(?<=\n)/))
          done()
        },
      })
      return { written, stream }
    }
    const ours = capture()
    const theirs = capture()
    const fields = { reqId: 'a-1', method: 'GET', path: '/x?q="quoted"\\', status: 200, bytes: 12, ms: 0.125, client: '::1' }
    const write = requestLineWriter(ours.stream)
    write({ ...fields, cache: 'micro', aborted: true })
    write({ ...fields, aborted: false })
    const viaPino = pino({ ...jsonLogOptions, redact: undefined, name: 'server' }, theirs.stream)
    viaPino.info({ ...fields, cache: 'micro', aborted: true }, 'request')
    viaPino.info(fields, 'request')
    // the lines are handed over in a batch, at most 100 ms after the first
    await new Promise((resolve) => setTimeout(resolve, 150))
    const withoutTime = (lines: string[]) => lines.map((line) => line.replace(/"time":"[^"]+"/, '"time":""'))
    expect(ours.written).toHaveLength(2)
    expect(withoutTime(ours.written)).toEqual(withoutTime(theirs.written))
  })

  it('writes the lines still gathering when the process exits', () => {
    const script = [
      "import { requestLineWriter } from './src/runtime/log.mjs'",
      'const write = requestLineWriter()',
      "write({ reqId: 'last-1', method: 'GET', path: '/home', status: 200, bytes: 1, ms: 1, client: '::1', aborted: false })",
      'process.exit(0)',
    ].join('\n')
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info' },
    })
    expect(
      out
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { reqId?: string }),
    ).toContainEqual(expect.objectContaining({ reqId: 'last-1' }))
  })

  it('keeps the id of a proxy it trusts, and makes its own for anyone else', async () => {
    const trusted = await fetch(`${base}/missing`, { headers: { 'x-request-id': 'nginx-abc123' } })
    expect(trusted.headers.get('x-request-id')).toBe('nginx-abc123')
    expect(await lastLine()).toMatchObject({ reqId: 'nginx-abc123', status: 404 })
    process.env.TRUST_PROXY = '10.0.0.1'
    const forged = await fetch(`${base}/missing`, { headers: { 'x-request-id': 'forged-id' } })
    expect(forged.headers.get('x-request-id')).not.toBe('forged-id')
    process.env.TRUST_PROXY = 'loopback'
  })

  it("times each answer for the metrics, by the kind of request and the answer's status", async () => {
    const count = 'site_request_duration_seconds_count'
    const pages = await sample(count, { kind: 'page', status: '404' })
    const files = await sample(count, { kind: 'file', status: '200' })
    await fetch(`${base}/missing/News`)
    await fetch(`${base}/files/datasheet/abc`)
    await lastLine()
    expect(await sample(count, { kind: 'page', status: '404' })).toBe(pages + 1)
    expect(await sample(count, { kind: 'file', status: '200' })).toBe(files + 1)
  })

  it('never writes a code, token, grant or password that came in the address', async () => {
    await fetch(`${base}/files/x?token=s3cr3t-token&code=123456&page=1&grant=abc`)
    const line = JSON.stringify(await lastLine())
    for (const secret of ['s3cr3t-token', '123456', 'grant=abc']) expect(line).not.toContain(secret)
    expect(loggedPath('/a?UserToken=x&keyword=valve')).toBe('/a?UserToken=%5Bhidden%5D&keyword=valve')
  })

  it("hides secrets in the server's other lines, which are redacted", async () => {
    serverLog(sink).warn({ token: 'tok-123', err: { cookie: 'member_token=abc' } }, 'a failure')
    const line = await lastLine()
    expect(line).toMatchObject({ token: '[hidden]', err: { cookie: '[hidden]' }, msg: 'a failure' })
  })

  it("never writes a member's download grant, which is the datasheet's address itself", async () => {
    const grant = 'eyJpZCI6MTJ9.c2lnbmF0dXJl'
    await fetch(`${base}/files/datasheet/${grant}`)
    const line = await lastLine()
    expect(JSON.stringify(line)).not.toContain(grant)
    expect(line).toMatchObject({ path: '/files/datasheet/[hidden]' })
  })
})
