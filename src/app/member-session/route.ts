import { NextResponse } from 'next/server'

import { hasMemberSession, MEMBER_COOKIE } from '@/features/members/sessions'
import { memberCookie, memberToken } from '@/features/members/apiToken'
import { getPayloadClient } from '@/lib/payload'
import { siteLog } from '@/runtime/log.mjs'

/**
 * GET /member-session: whether the member token this browser keeps still opens a session. The
 * header asks once a page (pages are cached for everyone, so they cannot say it themselves): a
 * member whom staff disabled, or whose session ended elsewhere, sees 登录 again on the next page.
 * Not part of the public API (docs/api.md), which has no such call.
 */
export async function GET(request: Request) {
  const token = memberToken(request)
  let member = true
  try {
    member = await hasMemberSession(await getPayloadClient(), token)
  } catch (error) {
    // the database did not answer: say nothing is wrong rather than log everyone out
    siteLog('member-session').error({ err: error }, 'could not read the session')
  }
  const response = NextResponse.json({ member }, { headers: { 'Cache-Control': 'no-store' } })
  if (!member && memberCookie(request)) response.cookies.set(MEMBER_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0 })
  return response
}
