import { LANGUAGE_COOKIE } from '@/i18n/routing'
import { defaultLocale, isLocale, type Locale } from '@/siteMap'

const languageCookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]+)`)

/** The language of an API request: the `lang` header, else the site's language cookie, else zh. */
export function requestLocale(request: Request): Locale {
  const header = request.headers.get('lang')?.trim().toLowerCase()
  if (isLocale(header)) return header
  const cookie = languageCookie.exec(request.headers.get('cookie') ?? '')?.[1]
  return isLocale(cookie) ? cookie : defaultLocale
}
