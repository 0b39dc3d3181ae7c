import 'server-only'

import { cookies } from 'next/headers'

import { MEMBER_COOKIE, memberFromToken } from './sessions'
import { getPayloadClient } from '@/lib/payload'
import type { Member } from '@/payload-types'

/** The logged-in member of this request (from the httpOnly cookie), or null. */
export async function currentMember(): Promise<Member | null> {
  const token = (await cookies()).get(MEMBER_COOKIE)?.value
  return token ? memberFromToken(await getPayloadClient(), token) : null
}
