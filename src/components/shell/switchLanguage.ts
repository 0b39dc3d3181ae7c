import { LANGUAGE_COOKIE } from '@/i18n/routing'
import { LANGUAGE_KEY } from '@/lib/apiClient'
import { type Locale, localizedHref } from '@/siteMap'

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

/** The same page in the other language, keeping the query string (e.g. NewsDetail?id=…). */
export const pageInLanguage = (locale: Locale, pathname: string, search = ''): string => `${localizedHref(locale, pathname)}${search}`

/**
 * Stores the visitor's choice (the cookie for the server, and the `language` key in localStorage,
 * where the site's previous front end kept it) and reloads the same page in that language.
 */
export function switchLanguage(locale: Locale, pathname: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      storage.setItem(LANGUAGE_KEY, locale)
    } catch {
      // storage may be disabled; the cookie alone still carries the choice
    }
  }
  window.location.assign(pageInLanguage(locale, pathname, window.location.search))
}
