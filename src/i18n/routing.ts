import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from '@/siteMap'

export { LANGUAGE_COOKIE } from '@/runtime/languageCookie.mjs'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Chinese is the default whatever the browser's language; a visitor's own choice is
  // remembered in this cookie and applied by src/proxy.ts.
  localeDetection: false,
  // One rule for cookie and storage: only the switcher remembers a choice (switchLanguage.ts writes
  // both). Following an /en link shows English without changing which language bare addresses open in.
  localeCookie: false,
  // Each page names its other language itself (<link rel="alternate" hreflang>, with the codes of
  // src/features/site/pageMetadata.ts) and the sitemap does too. next-intl's Link header said the
  // same of every page answer in other codes (`zh` beside the page's `zh-CN`), a second and differing
  // signal, and cost each answer its bytes.
  alternateLinks: false,
})
