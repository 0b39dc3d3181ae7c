import { MEMBER_COOKIE } from '@/domain/memberSessions'

/** The member token of a call: the contract's `UserToken` header, else the httpOnly cookie. */
export function memberToken(request: Request): string | null {
  const header = request.headers.get('usertoken')?.trim()
  if (header) return header
  const cookie = new RegExp(`(?:^|;\\s*)${MEMBER_COOKIE}=([^;]+)`).exec(request.headers.get('cookie') ?? '')?.[1]
  return cookie ? decodeURIComponent(cookie) : null
}
