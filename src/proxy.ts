import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { chineseAdminByDefault, newDocumentInDefaultLanguage } from '@/admin/adminLanguage'
import { LANGUAGE_COOKIE, routing } from '@/i18n/routing'
import { PRESSURE_UNIT_COOKIE } from '@/runtime/cacheRules.mjs'
import { finderRedirect } from '@/features/productFinder/finderAddress'
import { DEFAULT_PRESSURE_UNIT, isPressureUnit } from '@/features/specs/specOptions'
import { canonicalPath, defaultLocale, isLocale, type Locale, pages } from '@/siteMap'

const intl = createMiddleware(routing)

/** The language a visitor chose earlier (the switcher's cookie), if it is not the default. */
function rememberedLocale(request: NextRequest): Locale | undefined {
  const chosen = request.cookies.get(LANGUAGE_COOKIE)?.value
  return isLocale(chosen) && chosen !== defaultLocale ? chosen : undefined
}

function redirectTo(request: NextRequest, pathname: string, status: 307 | 308) {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return NextResponse.redirect(url, status)
}

/**
 * 1. `/` goes to the home page.
 * 2. A site-map path written in another letter case answers with a permanent redirect to its spelling.
 * 3. A path without a language prefix opens in the language the visitor chose before, if any
 *    (temporary: it depends on the visitor).
 * 4. The finder's address with what it does not understand in its query answers with a permanent
 *    redirect to the address it means (src/features/productFinder/finderAddress.ts), so noise makes
 *    no page of its own to render and keep. In production the server sends that redirect before
 *    Next is asked (server/finderNoise.mjs); this is the development server's.
 * 5. The finder's address without a unit opens with the unit the visitor picked before, if any, so the
 *    finder's page itself depends on its address only and is shared per query.
 * 6. next-intl: the zh pages without prefix, the en pages under /en. It writes no cookie (only the
 *    switcher remembers a choice), so public pages stay cacheable by shared caches.
 * The admin (/admin) only gets its default language (Chinese), and new documents their default
 * content language.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/'))
    return newDocumentInDefaultLanguage(request, defaultLocale) ?? chineseAdminByDefault(request)
  const [, first = '', ...rest] = pathname.split('/')
  const prefix = isLocale(first) ? `/${first}` : ''
  const path = prefix ? `/${rest.join('/')}` : pathname
  // staff in the live preview (draft mode) see the language the admin asked for, not their remembered one
  const remembered = prefix || request.cookies.has('__prerender_bypass') ? undefined : rememberedLocale(request)
  const target = remembered ? `/${remembered}` : prefix

  if (path === '/' || path === '') {
    return remembered ? privately(redirectTo(request, `${target}/home`, 307)) : redirectTo(request, `${target}/home`, 308)
  }

  const canonical = canonicalPath(path)
  if (canonical && canonical !== path) return redirectTo(request, `${prefix}${canonical}`, 308)

  if (remembered) return privately(redirectTo(request, `${target}${path}`, 307))

  if (path === pages.productFinder.path) {
    const tidy = finderRedirect(pathname, request.nextUrl.search.slice(1))
    if (tidy !== null) return NextResponse.redirect(new URL(tidy, request.nextUrl), 308)
    const unit = request.cookies.get(PRESSURE_UNIT_COOKIE)?.value
    if (!request.nextUrl.searchParams.has('unit') && isPressureUnit(unit) && unit !== DEFAULT_PRESSURE_UNIT) {
      const url = request.nextUrl.clone()
      url.searchParams.set('unit', unit)
      return privately(NextResponse.redirect(url, 307))
    }
  }

  return intl(request)
}

/** An answer that depends on the visitor's cookie: no shared cache may keep it. */
function privately(response: NextResponse) {
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}

export const config = {
  // everything but Payload, the public API, file grants, the admin's live preview entry, the
  // header's member-session check, Next internals and files with an extension
  matcher: ['/((?!admin|cms-api|api|files|healthz|preview|member-session|_next|_vercel|.*\\..*).*)', '/admin', '/admin/:path*'],
}
