import 'server-only'

import { randomUUID } from 'node:crypto'
import { unstable_cache } from 'next/cache'

import { getCatalogueProducts, getSiteNames } from '@/features/content/content.server'
import { listArticleTitles } from '@/features/news/articles'
import { getPayloadClient } from '@/lib/payload'
import { contentTags } from '@/lib/revalidate'
import type { Locale } from '@/siteMap'

import {
  buildSuggestionIndex,
  NEWS_SUGGESTED_MAX,
  suggest,
  type Suggestion,
  suggestionDocuments,
  type SuggestionIndex,
} from './suggestions'

/**
 * A stamp of the content the suggestions are built from, kept in Next's data cache under the tags
 * editors' saves expire: when it changes, this instance rebuilds its indexes. Through the shared
 * cache (Redis) every instance sees the new stamp, while each keeps its index in its own memory.
 */
const contentStamp = unstable_cache(async () => randomUUID(), ['search-suggestions:content-stamp'], {
  tags: [contentTags.names, contentTags.products, contentTags.articles],
})

async function buildIndex(locale: Locale): Promise<SuggestionIndex> {
  const [names, products, articles] = await Promise.all([
    getSiteNames(),
    getCatalogueProducts(),
    getPayloadClient().then((payload) => listArticleTitles(payload, locale, NEWS_SUGGESTED_MAX)),
  ])
  return buildSuggestionIndex(suggestionDocuments(locale, { names, products, articles }))
}

interface LocaleIndex {
  built?: { stamp: string; index: SuggestionIndex }
  building?: { stamp: string; done: Promise<SuggestionIndex> }
}

const indexes: Record<Locale, LocaleIndex> = { zh: {}, en: {} }

/**
 * The index of a language for the current content. While a new one builds after an edit, the
 * previous one answers: a suggestion a few hundred milliseconds old beats a visitor kept waiting.
 */
async function currentIndex(locale: Locale): Promise<SuggestionIndex> {
  const stamp = await contentStamp()
  const held = indexes[locale]
  if (held.built?.stamp === stamp) return held.built.index
  if (held.building?.stamp !== stamp) held.building = startBuilding(held, locale, stamp)
  return held.built?.index ?? held.building.done
}

function startBuilding(held: LocaleIndex, locale: Locale, stamp: string): NonNullable<LocaleIndex['building']> {
  const building = { stamp, done: buildIndex(locale) }
  const finished = () => {
    if (held.building === building) held.building = undefined
  }
  building.done.then((index) => {
    finished()
    held.built = { stamp, index }
  }, finished)
  return building
}

/** Suggestions for what a visitor has typed, in their language. */
export async function suggestionsFor(locale: Locale, keyword: string): Promise<Suggestion[]> {
  return suggest(await currentIndex(locale), keyword)
}
