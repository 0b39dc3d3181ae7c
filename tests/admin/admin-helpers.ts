import config from '@payload-config'
import { REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'

import type { Member, User } from '@/payload-types'

export const STAFF_PASSWORD = 'correct horse battery'

export async function createStaff(payload: Payload, email: string, role: 'admin' | 'editor'): Promise<User> {
  const user = await payload.create({
    collection: 'users',
    data: { email, password: STAFF_PASSWORD, roles: [role], name: email.split('@')[0] },
  })
  return { ...user, collection: 'users' }
}

let mobileCounter = 13_800_000_000
export async function createMember(payload: Payload, data: Partial<Member> = {}): Promise<Member> {
  const mobile = data.mobile ?? String(mobileCounter++)
  const member = await payload.create({
    collection: 'members',
    data: { mobile, username: mobile, company: '测试公司', fullName: '张三', password: 'abc123', ...data },
  })
  return { ...member, collection: 'members' }
}

const handlers = { GET: REST_GET(config), POST: REST_POST(config), PATCH: REST_PATCH(config) }

/** A request through Payload's real REST handler, as /cms-api/<path> receives it from a browser. */
export async function cmsApi(
  method: keyof typeof handlers,
  path: string,
  init: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('Authorization', `JWT ${init.token}`)
  if (init.body !== undefined) headers.set('Content-Type', 'application/json')
  const url = new URL(`http://localhost/cms-api/${path}`)
  const request = new Request(url, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const slug = url.pathname.replace('/cms-api/', '').split('/')
  return handlers[method](request, { params: Promise.resolve({ slug }) })
}

/** Logs a staff member in through REST, as the admin's login form does, and returns their token. */
export async function staffToken(email: string): Promise<string> {
  const response = await cmsApi('POST', 'users/login', { body: { email, password: STAFF_PASSWORD } })
  const body = (await response.json()) as { token?: string }
  if (!body.token) throw new Error(`login of ${email} failed: ${response.status}`)
  return body.token
}
