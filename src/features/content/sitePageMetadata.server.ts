import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { getPageSeo, getSiteNames } from '@/features/content/content.server'
import { pageMetadata } from '@/features/site/pageMetadata'
import { type PageKey, pages } from '@/siteMap'

/**
 * `generateMetadata` of a site-map page without a record of its own: its one name (decision 017),
 * the interface's description (a message key, `namespace.key`), and what editors set for it in
 * the Page SEO global.
 */
export function sitePageMetadata(page: PageKey, description: string) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params)
    const [names, t, seo] = await Promise.all([getSiteNames(), getTranslations({ locale }), getPageSeo(locale, page)])
    return pageMetadata({ locale, path: pages[page].path, title: names.pages[page][locale], description: t(description), seo })
  }
}
