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

const NEW_DOCUMENT = /^\/admin\/collections\/[^/]+\/create\/?$/

/**
 * Payload opens a new document in the content language the editor used last (a stored
 * preference), so Chinese typed after finishing an English version was saved as English. A new
 * document's address without a `locale` is sent on to the default language (Chinese) before the
 * form is rendered, so nothing typed into it is lost to a reload; the language switch on the form
 * puts its own `locale` into the address. Undefined: the request goes on.
 */
export function newDocumentInDefaultLanguage(request: NextRequest, defaultLocale: string): NextResponse | undefined {
  if (!NEW_DOCUMENT.test(request.nextUrl.pathname) || request.nextUrl.searchParams.has('locale')) return undefined
  const url = request.nextUrl.clone()
  url.searchParams.set('locale', defaultLocale)
  return NextResponse.redirect(url, 307)
}
