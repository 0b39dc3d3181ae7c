import type { MetadataRoute } from 'next'

import { htmlLang } from '@/lib/pageMetadata'
import { getAllNews } from '@/lib/siteContent.server'
import { absoluteUrl } from '@/lib/siteUrl'
import { defaultLocale, type Locale, locales, otherProductPages, pages } from '@/siteMap'

// Built on request: the database and SITE_URL belong to the running site, not to the build.
export const dynamic = 'force-dynamic'

const entry = (path: string, inLocales: readonly Locale[] = locales): MetadataRoute.Sitemap[number][] =>
  inLocales.map((locale) => ({
    url: absoluteUrl(locale, path),
    alternates: {
      languages: Object.fromEntries([
        ...inLocales.map((other) => [htmlLang[other], absoluteUrl(other, path)]),
        ...(inLocales.includes(defaultLocale) ? [['x-default', absoluteUrl(defaultLocale, path)]] : []),
      ]),
    },
  }))

/** Every public page of the site map in both languages, and every published article. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const publicPaths = [
    ...Object.values(pages)
      .filter((page) => 'indexable' in page && page.indexable)
      .map((page) => page.path),
    ...otherProductPages.map((page) => page.path),
  ]
  const newsByLocale = await Promise.all(locales.map(async (locale) => ({ locale, news: await getAllNews(locale) })))
  const articleLocales = new Map<number, Locale[]>()
  for (const { locale, news } of newsByLocale) {
    for (const article of news) articleLocales.set(article.id, [...(articleLocales.get(article.id) ?? []), locale])
  }
  return [
    ...publicPaths.flatMap((path) => entry(path)),
    ...[...articleLocales].flatMap(([id, inLocales]) => entry(`${pages.newsDetail.path}?id=${id}`, inLocales)),
  ]
}
