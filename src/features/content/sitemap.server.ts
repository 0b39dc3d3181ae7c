import 'server-only'

import { memberProductPaths } from '@/features/catalogue/catalogue'
import { htmlLang } from '@/features/site/pageMetadata'
import { getArticleIds } from '@/features/content/content.server'
import type { SitemapUrl } from '@/lib/sitemapXml'
import { absoluteUrl } from '@/lib/siteUrl'
import { defaultLocale, type Locale, locales, otherProductPages, pages } from '@/siteMap'

const entry = (path: string, inLocales: readonly Locale[] = locales): SitemapUrl[] =>
  inLocales.map((locale) => ({
    loc: absoluteUrl(locale, path),
    alternates: [
      ...inLocales.map((other): [string, string] => [htmlLang[other], absoluteUrl(other, path)]),
      ...(inLocales.includes(defaultLocale) ? [['x-default', absoluteUrl(defaultLocale, path)] as [string, string]] : []),
    ],
  }))

/** Every page of the site map and every product page in both languages, and every published article. */
export async function sitemapUrls(): Promise<SitemapUrl[]> {
  const publicPaths = [
    ...Object.values(pages)
      .filter((page) => 'indexable' in page && page.indexable)
      .map((page) => page.path),
    ...otherProductPages.map((page) => page.path),
    ...memberProductPaths(),
  ]
  const idsByLocale = await Promise.all(locales.map(async (locale) => ({ locale, ids: await getArticleIds(locale) })))
  const articleLocales = new Map<number, Locale[]>()
  for (const { locale, ids } of idsByLocale) {
    for (const id of ids) articleLocales.set(id, [...(articleLocales.get(id) ?? []), locale])
  }
  return [
    ...publicPaths.flatMap((path) => entry(path)),
    ...[...articleLocales].flatMap(([id, inLocales]) => entry(`${pages.newsDetail.path}?id=${id}`, inLocales)),
  ]
}
