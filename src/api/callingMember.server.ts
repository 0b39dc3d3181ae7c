import 'server-only'

import type { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { memberToken } from '@/features/members/apiToken'
import { memberFromToken } from '@/features/members/sessions'
import type { ApiMessageKey } from '@/lib/outcome'
import type { Member } from '@/payload-types'
import { type ApiCall, envelope } from '@/api/reply'

/**
 * The member a members-only call is made for (the token of the header or the session cookie), or
 * the reply that asks them to log in again: code 401 in the envelope, `loginAgain` as its message.
 */
export async function callingMember(
  call: Pick<ApiCall, 'request' | 't'>,
  payload: Payload,
  loginAgain: ApiMessageKey = 'member.loginAgain',
): Promise<{ ok: true; member: Member; token: string } | { ok: false; reply: NextResponse }> {
  const token = memberToken(call.request)
  const member = await memberFromToken(payload, token)
  if (!member || !token) return { ok: false, reply: envelope({ code: 401, msg: call.t(loginAgain), data: {} }) }
  return { ok: true, member, token }
}
