import type { Locale } from '@/siteMap'

// useLocale() and getLocale() return the site's locales, not any string
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
  }
}
