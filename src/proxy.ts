import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { chineseAdminByDefault } from '@/admin/adminLanguage'
import { routing } from '@/i18n/routing'
import { canonicalPath, isLocale } from '@/siteMap'

const intl = createMiddleware(routing)

/**
 * 1. `/` and `/en` go to the home page (the spec's redirect).
 * 2. A spec path written in another letter case answers with a permanent redirect to its spelling.
 * 3. next-intl: the locale prefix, the remembered language.
 * The admin (/admin) only gets its default language (Chinese).
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return chineseAdminByDefault(request)
  const [, first = '', ...rest] = pathname.split('/')
  const prefix = isLocale(first) ? `/${first}` : ''
  const path = prefix ? `/${rest.join('/')}` : pathname

  if (path === '/' || path === '') {
    const url = request.nextUrl.clone()
    url.pathname = `${prefix}/home`
    return NextResponse.redirect(url, 308)
  }

  const canonical = canonicalPath(path)
  if (canonical && canonical !== path) {
    const url = request.nextUrl.clone()
    url.pathname = `${prefix}${canonical}`
    return NextResponse.redirect(url, 308)
  }

  return intl(request)
}

export const config = {
  // everything but Payload, the public API, file grants, Next internals and files with an extension
  matcher: ['/((?!admin|cms-api|api|files|_next|_vercel|.*\\..*).*)', '/admin', '/admin/:path*'],
}
