import { type NextRequest, NextResponse } from 'next/server'

/** Payload keeps the admin's language in this cookie; its language menu (account page) sets it. */
const ADMIN_LANGUAGE_COOKIE = 'payload-lng'

/**
 * Staff see the admin in Chinese until they choose English on their account page. Without a
 * cookie Payload would follow the browser's Accept-Language, so an English-language browser would
 * open the admin in English.
 */
export function chineseAdminByDefault(request: NextRequest): NextResponse {
  if (request.cookies.has(ADMIN_LANGUAGE_COOKIE)) return NextResponse.next()
  request.cookies.set(ADMIN_LANGUAGE_COOKIE, 'zh')
  const response = NextResponse.next({ request: { headers: request.headers } })
  response.cookies.set(ADMIN_LANGUAGE_COOKIE, 'zh', { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' })
  return response
}
