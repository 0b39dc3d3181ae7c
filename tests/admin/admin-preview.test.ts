import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { chineseAdminByDefault } from '@/admin/adminLanguage'
import { createMemberSession } from '@/features/members/sessions'
import { isStaffPreview } from '@/lib/staffPreview.server'

import { createMember, createStaff, staffToken } from './admin-helpers'
import { testPayload } from '../support/payload'

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }))
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }))

describe('isStaffPreview (drafts on the real page)', () => {
  let editorToken: string
  let memberToken: string

  beforeAll(async () => {
    const payload = await testPayload()
    await createStaff(payload, 'admin@example.com', 'admin')
    await createStaff(payload, 'editor@example.com', 'editor')
    editorToken = await staffToken('editor@example.com')
    memberToken = await createMemberSession(payload, (await createMember(payload)).id)
  })

  it('is true for a signed-in staff member (the admin cookie)', async () => {
    requestHeaders.current = new Headers({ cookie: `payload-token=${editorToken}` })
    expect(await isStaffPreview()).toBe(true)
  })

  it('is false for a visitor, a member, and a forged cookie', async () => {
    requestHeaders.current = new Headers()
    expect(await isStaffPreview()).toBe(false)
    requestHeaders.current = new Headers({ cookie: `member_token=${memberToken}; payload-token=${memberToken}` })
    expect(await isStaffPreview()).toBe(false)
    requestHeaders.current = new Headers({ cookie: `payload-token=${editorToken.slice(0, -4)}abcd` })
    expect(await isStaffPreview()).toBe(false)
  })
})

describe('the admin language', () => {
  it('is Chinese for staff whose browser asks for English, until they choose', () => {
    const response = chineseAdminByDefault(
      new NextRequest('http://localhost/admin/login', { headers: { 'accept-language': 'en-US,en;q=0.9' } }),
    )
    expect(response.cookies.get('payload-lng')?.value).toBe('zh')
    // the first page already renders in Chinese: the request itself carries the cookie on
    expect(response.headers.get('x-middleware-request-cookie')).toContain('payload-lng=zh')
  })

  it('stays English once a staff member chose English', () => {
    const response = chineseAdminByDefault(new NextRequest('http://localhost/admin', { headers: { cookie: 'payload-lng=en' } }))
    expect(response.cookies.get('payload-lng')).toBeUndefined()
    expect(response.headers.get('x-middleware-request-cookie')).toBeNull()
  })
})
