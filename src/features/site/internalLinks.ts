import { type TextPageKey, textPagePages } from '@/siteMap/textPages'
import { type Locale, localizedHref, pages } from '@/siteMap'

/** The collections an editor may link to from rich text: each has a public page. */
export const linkableCollections = ['articles', 'vacuum-valves', 'presys-models', 'other-products', 'text-pages'] as const

type LinkedDoc = {
  id?: number | string
  pageNumber?: number
  name?: string
  slug?: string
  key?: TextPageKey
}

/**
 * The public address, in the visitor's language, of a document an editor linked to from rich
 * text; undefined when it has none (a deleted document, or one that was not loaded).
 */
export function publicHref(relationTo: string, value: unknown, locale: Locale): string | undefined {
  const doc: LinkedDoc = value && typeof value === 'object' ? (value as LinkedDoc) : { id: value as number | string }
  const path = (() => {
    switch (relationTo) {
      case 'articles':
        return doc.id === undefined ? undefined : `${pages.newsDetail.path}?id=${doc.id}`
      case 'vacuum-valves':
        return doc.pageNumber ? `/VacuumValve${doc.pageNumber}` : undefined
      case 'presys-models':
        return doc.name ? `${pages.presysDetail.path}?form=${encodeURIComponent(doc.name)}` : undefined
      case 'other-products':
        return doc.slug ? `/${doc.slug}` : undefined
      case 'text-pages':
        return doc.key ? pages[textPagePages[doc.key]].path : undefined
      default:
        return undefined
    }
  })()
  return path && localizedHref(locale, path)
}
