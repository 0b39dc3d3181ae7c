import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from '@/siteMap'

/** next-intl's language cookie: the visitor's choice, read by src/proxy.ts and written by the switcher. */
export const LOCALE_COOKIE = 'NEXT_LOCALE'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Chinese is the default whatever the browser's language (spec); a visitor's own choice is
  // remembered in this cookie and applied by src/proxy.ts.
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365 },
})
