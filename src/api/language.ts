import { defaultLocale, isLocale, type Locale } from '@/siteMap'

/** The language of an API request: the `lang` header, else the site's language cookie, else zh. */
export function requestLocale(request: Request): Locale {
  const header = request.headers.get('lang')?.trim().toLowerCase()
  if (isLocale(header)) return header
  const cookie = /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1]
  return isLocale(cookie) ? cookie : defaultLocale
}
