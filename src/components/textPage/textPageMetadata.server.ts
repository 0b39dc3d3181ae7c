import 'server-only'

import type { Metadata } from 'next'

import type { TextPageKey } from '@/siteMap/textPages'
import { pageMetadata } from '@/features/site/pageMetadata'
import { getRecordSeo, getSiteNames, getTextPage } from '@/features/content/content.server'
import { type Locale, type PageKey, pages } from '@/siteMap'

/**
 * Title and description of a page whose text editors write: the page's one name (decision 017)
 * and their introduction, or the interface's description while it is missing.
 */
export async function textPageMetadata(locale: Locale, page: PageKey, text: TextPageKey, description: string): Promise<Metadata> {
  const [content, seo, names] = await Promise.all([
    getTextPage(locale, text),
    getRecordSeo(locale, { collection: 'text-pages', key: text }),
    getSiteNames(),
  ])
  return pageMetadata({
    locale,
    path: pages[page].path,
    title: names.pages[page][locale],
    description: content?.intro || description,
    seo,
  })
}
