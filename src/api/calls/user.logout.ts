import { NextResponse } from 'next/server'

import { endMemberSession, MEMBER_COOKIE } from '@/features/members/sessions'
import { memberCookie } from '@/features/members/apiToken'
import { envelope } from '@/api/reply'
import { isJsonCall, isSameOriginCall } from '@/api/sameOrigin'
import enApi from '@/messages/en/api.json'
import en from '@/messages/en/member.json'
import zhApi from '@/messages/zh/api.json'
import zh from '@/messages/zh/member.json'
import { getPayloadClient } from '@/lib/payload'
import { siteLog } from '@/runtime/log.mjs'

/**
 * POST /api/user/logout: ends the member's session and clears the httpOnly cookie, which the
 * browser cannot do itself. Not one of the contract's thirteen calls (docs/api.md); same envelope.
 * Ends the session of the UserToken header and of the cookie, in case they differ.
 */
export async function POST(request: Request) {
  const english = request.headers.get('lang')?.trim().toLowerCase() === 'en'
  // another site's page must not log a member out (a cross-site form can POST without asking)
  const api = english ? enApi.api : zhApi.api
  if (!isSameOriginCall(request)) return envelope({ code: 0, msg: api.crossSite, data: {} }, 403)
  if (!isJsonCall(request)) return envelope({ code: 0, msg: api.invalidJson, data: {} })
  const tokens = new Set([request.headers.get('UserToken')?.trim(), memberCookie(request)])

  let code = 1
  try {
    const payload = await getPayloadClient()
    for (const token of tokens) if (token && token.length <= 200) await endMemberSession(payload, token)
  } catch (error) {
    // the cookie is still cleared below, so this browser is logged out either way
    siteLog('api').error({ err: error, path: '/api/user/logout' }, 'could not end the session')
    code = 0
  }
  const messages = english ? en.member : zh.member
  const response = NextResponse.json(
    { code, msg: code === 1 ? messages.status.loggedOut : messages.request.failed, data: null },
    { headers: { 'Cache-Control': 'no-store' } },
  )
  response.cookies.set(MEMBER_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0 })
  return response
}
