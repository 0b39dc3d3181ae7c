import 'server-only'

import type { NextResponse } from 'next/server'

import { MEMBER_COOKIE, SESSION_DAYS } from '@/features/members/sessions'
import type { ApiMessageKey } from '@/lib/outcome'
import { type ApiCall, envelope } from '@/api/reply'

const isHttps = (request: Request) => new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'

/**
 * The reply of login, register and forgetPwd: the token at the top level (the contract) and the
 * same token in an httpOnly cookie, so that server-rendered member pages know the member.
 */
export function signedIn(call: ApiCall, token: string, message: ApiMessageKey): NextResponse {
  const response = envelope({ code: 1, msg: call.t(message), data: {}, token })
  response.cookies.set(MEMBER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(call.request),
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
  })
  return response
}
