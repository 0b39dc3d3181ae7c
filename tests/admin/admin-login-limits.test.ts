import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { beforeAll, describe, expect, it } from 'vitest'

import { createStaff, STAFF_PASSWORD } from './admin-helpers'
import { testPayload } from '../support/payload'

const post = REST_POST(config)
const get = REST_GET(config)

/** The admin's login form, from one client address (as server.mjs reports it). */
async function staffLogin(email: string, password: string, address: string) {
  const request = new Request('http://localhost/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-socket-address': address },
    body: JSON.stringify({ email, password }),
  })
  const response = await post(request, { params: Promise.resolve({ slug: ['users', 'login'] }) })
  return { status: response.status, body: (await response.json()) as { token?: string; errors?: { message: string }[] } }
}

beforeAll(async () => {
  await createStaff(await testPayload(), 'editor.limits@example.com', 'editor')
})

describe('someone guessing a staff password', () => {
  it('is stopped after 5 tries from their address, while the editor still logs in from theirs', async () => {
    const attacker = '198.51.100.66'
    for (let i = 0; i < 5; i++) expect((await staffLogin('editor.limits@example.com', `wrong ${i}`, attacker)).status).toBe(401)
    const refused = await staffLogin('editor.limits@example.com', STAFF_PASSWORD, attacker)
    expect(refused.status).toBe(429)
    expect(refused.body.errors?.[0]?.message).toMatch(/^操作过于频繁，请 \d+ 分钟后再试$/)

    const editor = await staffLogin('editor.limits@example.com', STAFF_PASSWORD, '203.0.113.200')
    expect(editor.status).toBe(200)
    expect(editor.body.token).toBeTruthy()
  })

  it('cannot tell an existing email from an unknown one by the answers', async () => {
    const answers = async (email: string, address: string) => {
      const replies = []
      for (let i = 0; i < 6; i++) replies.push(await staffLogin(email, `wrong ${i}`, address))
      return replies.map((reply) => [reply.status, reply.body.errors?.[0]?.message])
    }
    expect(await answers('nobody@example.com', '198.51.100.70')).toEqual(await answers('editor.limits@example.com', '198.51.100.71'))
  })
})

describe('someone guessing staff passwords from many addresses for a long time', () => {
  it('never reads "locked" for a staff email, which would tell it from an unknown one', async () => {
    const payload = await testPayload()
    const staff = await createStaff(payload, 'editor.long-siege@example.com', 'editor')
    // as after many hours of guesses within the hourly limits: one short of Payload's own count
    await payload.db.updateOne({ collection: 'users', id: staff.id, data: { loginAttempts: 998 } })
    const answers = async (email: string, from: number) => {
      const replies = []
      for (let i = 0; i < 4; i++) {
        const reply = await staffLogin(email, `wrong ${i}`, `198.51.${from}.${i}`)
        replies.push([reply.status, reply.body.errors?.[0]?.message])
      }
      return replies
    }
    const unknown = await answers('nobody.long-siege@example.com', 101)
    expect(await answers('editor.long-siege@example.com', 102)).toEqual(unknown)
    expect(unknown.every(([status]) => status === 401)).toBe(true)
    // and the editor still logs in from their own address
    expect((await staffLogin('editor.long-siege@example.com', STAFF_PASSWORD, '203.0.113.201')).status).toBe(200)
  })
})

describe('a refused cms-api request', () => {
  it('is answered without detail', async () => {
    const response = await get(new Request('http://localhost/cms-api/enquiries'), { params: Promise.resolve({ slug: ['enquiries'] }) })
    expect(response.status).toBe(403)
  })
})
