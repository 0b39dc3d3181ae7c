import { cookieValue } from '@/runtime/cacheRules.mjs'

import { MEMBER_COOKIE } from './sessions'

/** The member cookie's value; null when absent or not valid percent-encoding (a forged cookie). */
export function memberCookie(request: Request): string | null {
  const raw = cookieValue(request.headers.get('cookie') ?? '', MEMBER_COOKIE)
  if (!raw) return null
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

/** The member token of a call: the contract's `UserToken` header, else the httpOnly cookie. */
export function memberToken(request: Request): string | null {
  return request.headers.get('usertoken')?.trim() || memberCookie(request)
}
