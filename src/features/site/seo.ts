import type { Payload } from 'payload'

import type { TextPageKey } from '@/siteMap/textPages'
import type { Media, PageSeo } from '@/payload-types'
import type { Locale, PageKey } from '@/siteMap'

/** A picture shared with a link (og:image); `url` as Payload gives it, absolute or from the site root. */
export interface ShareImage {
  url: string
  width?: number
  height?: number
  alt?: string
}

/**
 * What an editor set for search engines and shared links; an empty title or description leaves the
 * page's own (its name, the start of its text), `image` is the set share image or else the page's
 * main picture.
 */
export interface SeoView {
  title?: string
  description?: string
  image?: ShareImage
}

interface SeoGroup {
  title?: string | null
  description?: string | null
  image?: number | Media | null
}

const shareImageOf = (media: number | Media | null | undefined): ShareImage | undefined =>
  media && typeof media === 'object' && media.url
    ? { url: media.url, width: media.width ?? undefined, height: media.height ?? undefined, alt: media.alt ?? undefined }
    : undefined

/** The view of a `seo` group, with the page's main picture as the share image's default. */
export function seoOf(group: SeoGroup | null | undefined, mainPicture?: number | Media | null): SeoView {
  return {
    title: group?.title?.trim() || undefined,
    description: group?.description?.trim() || undefined,
    image: shareImageOf(group?.image) ?? shareImageOf(mainPicture),
  }
}

/** A record that is a public page, found by what its address holds. */
export type SeoRecord =
  | { collection: 'articles'; id: number }
  | { collection: 'vacuum-valves'; pageNumber: number }
  | { collection: 'presys-models'; modelId: number }
  | { collection: 'other-products'; slug: string }
  | { collection: 'text-pages'; key: TextPageKey }

// no fallback: an English page without an English SEO title keeps its own English name
const one = { limit: 1, pagination: false, depth: 1, fallbackLocale: false } as const

/** The SEO of a published article, product or page text in a language (empty when there is none). */
export async function readRecordSeo(payload: Payload, locale: Locale, record: SeoRecord): Promise<SeoView> {
  switch (record.collection) {
    case 'articles': {
      const { docs } = await payload.find({
        collection: 'articles',
        locale,
        where: { and: [{ id: { equals: record.id } }, { _status: { equals: 'published' } }] },
        ...one,
      })
      return seoOf(docs[0]?.seo, docs[0]?.banner ?? docs[0]?.image)
    }
    case 'vacuum-valves': {
      const { docs } = await payload.find({
        collection: 'vacuum-valves',
        locale,
        where: { pageNumber: { equals: record.pageNumber } },
        ...one,
      })
      return seoOf(docs[0]?.seo, docs[0]?.image)
    }
    case 'presys-models': {
      const { docs } = await payload.find({ collection: 'presys-models', locale, where: { modelId: { equals: record.modelId } }, ...one })
      return seoOf(docs[0]?.seo, docs[0]?.image)
    }
    case 'other-products': {
      const { docs } = await payload.find({ collection: 'other-products', locale, where: { slug: { equals: record.slug } }, ...one })
      return seoOf(docs[0]?.seo, docs[0]?.images?.[0]?.image)
    }
    case 'text-pages': {
      const { docs } = await payload.find({ collection: 'text-pages', locale, where: { key: { equals: record.key } }, ...one })
      return seoOf(docs[0]?.seo, docs[0]?.image ?? docs[0]?.banner)
    }
  }
}

/** The SEO editors set for a page without a record of its own (the Page SEO global). */
export async function readPageSeo(payload: Payload, locale: Locale, page: PageKey): Promise<SeoView> {
  const settings: PageSeo = await payload.findGlobal({ slug: 'page-seo', locale, fallbackLocale: false, depth: 1 })
  return seoOf(settings.pages?.find((row) => row.page === page))
}
