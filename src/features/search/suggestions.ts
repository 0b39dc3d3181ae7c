import MiniSearch from 'minisearch'
import { pinyin } from 'pinyin-pro'

import { type Bilingual, type Locale, pages, presysModelPages, productTargets } from '@/siteMap'
import type { SiteNames } from '@/siteMap/names'

/** What a suggestion leads to: a product page, a news article or another page of the site. */
export type SuggestionKind = 'product' | 'news' | 'page'

/** One suggestion under the search box; `path` is unprefixed, as the search call's (the box adds the language). */
export interface Suggestion {
  title: string
  kind: SuggestionKind
  path: string
}

export const SUGGESTIONS_MAX = 10
/** Longer input is cut: no name of the site is longer, and the work per keystroke stays bounded. */
export const SUGGEST_KEYWORD_MAX = 100
const QUERY_TOKENS_MAX = 12
/**
 * The newest articles are suggested, older ones are found on the results page: the time to build
 * the index and to rank a one-character query grows with every headline in it.
 */
export const NEWS_SUGGESTED_MAX = 1000

interface SuggestionDocument extends Suggestion {
  id: string
  /** model numbers and the words people search a product by (`Y70-2`, `y702`, `y70two`, `butterfly`) */
  aliases: string
  /** the name in the other language: a visitor may know only that one */
  otherTitle: string
  /** pinyin initials of every Chinese stretch of the title, from each of its characters on (真空阀 → zkf kf) */
  initials: string
  /** pinyin initials of the title's whole words: each Chinese stretch, and each term of the site's vocabulary in it (真空插板阀 → zkcbf cbf) */
  wordInitials: string
}

export type SuggestionIndex = MiniSearch<SuggestionDocument>

const HAN = /^\p{Script=Han}/u
const WORDS = /\p{Script=Han}+|[\p{L}\p{N}]+/gu

const runsOf = (text: string) => text.normalize('NFKC').toLowerCase().match(WORDS) ?? []

/**
 * Chinese has no spaces between words, so a stretch of characters is indexed as its characters and
 * its pairs of neighbours (真空阀 → 真 空 阀 真空 空阀); a query of two or more characters asks for
 * the pairs, which keeps 阀 alone from matching every valve. Latin words and numbers stay whole.
 */
function tokensOf(text: string, forQuery: boolean): string[] {
  const tokens: string[] = []
  for (const run of runsOf(text)) {
    if (!HAN.test(run)) {
      tokens.push(run)
      continue
    }
    const characters = [...run]
    if (!forQuery || characters.length === 1) tokens.push(...characters)
    for (let i = 0; i + 1 < characters.length; i++) tokens.push(characters[i] + characters[i + 1])
  }
  return tokens
}

const hanRunsOf = (text: string) => text.match(/\p{Script=Han}+/gu) ?? []
const lettersOf = (run: string) => pinyin(run, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase()

function initialsOf(title: string): string {
  const suffixes: string[] = []
  for (const letters of hanRunsOf(title).map(lettersOf)) {
    for (let i = 0; i + 1 < letters.length; i++) suffixes.push(letters.slice(i))
  }
  return suffixes.join(' ')
}

/**
 * Chinese writes no spaces, so where a word ends inside a stretch is known only for the terms the
 * site itself names (a menu group's 插板阀, a product's keywords): the initials of a query that spell
 * such a term, or a whole stretch, find it before the names where they span two words (cbf: 真空插板阀
 * before 软抽摆阀, whose 抽摆阀 is no word).
 */
function wordInitialsOf(title: string, vocabulary: readonly string[]): string {
  const runs = hanRunsOf(title).filter((run) => [...run].length > 1)
  const words = [...runs, ...vocabulary.filter((term) => runs.some((run) => run !== term && run.includes(term)))]
  return [...new Set(words.map(lettersOf))].join(' ')
}

/** The Chinese terms the site names, each a word wherever it stands in a title. */
function vocabularyOf(names: SiteNames): string[] {
  const terms = [...Object.values(names.menuLabels).map((label) => label.zh), ...productTargets.flatMap((target) => target.keywords)]
  return [...new Set(terms.filter((term) => /^\p{Script=Han}{2,}$/u.test(term)))]
}

/** Latin words of four letters or more forgive one typo (`buterfly`); model numbers and Chinese do not. */
const fuzziness = (term: string) => (term.length >= 4 && /^[a-z]+$/.test(term) ? 1 : 0)

const kindWeight: Record<SuggestionKind, number> = { product: 1.5, page: 1.2, news: 1 }

/** The search index of one language's suggestions, built once per change of the content. */
export function buildSuggestionIndex(documents: readonly SuggestionDocument[]): SuggestionIndex {
  const index = new MiniSearch<SuggestionDocument>({
    fields: ['title', 'aliases', 'otherTitle', 'initials', 'wordInitials'],
    storeFields: ['title', 'kind', 'path'],
    tokenize: (text) => tokensOf(text, false),
    processTerm: (term) => term,
    searchOptions: {
      tokenize: (text) => tokensOf(text, true).slice(0, QUERY_TOKENS_MAX),
      // initials that spell a whole word count above those that only run across words
      boost: { title: 3, aliases: 3, otherTitle: 1, initials: 1, wordInitials: 2 },
      prefix: true,
      fuzzy: fuzziness,
      // a word typed whole outranks the longer words it begins (y70 → Y70 before Y70-3)
      weights: { prefix: 0.1, fuzzy: 0.3 },
      boostDocument: (_id, _term, stored) => kindWeight[(stored?.kind as SuggestionKind | undefined) ?? 'news'],
    },
  })
  const seen = new Set<string>()
  index.addAll(documents.filter((document) => !seen.has(document.id) && seen.add(document.id)))
  return index
}

/**
 * Up to ten suggestions for what the visitor has typed so far, best first: every word must match
 * (the last one as a prefix), and when nothing does, any of them.
 */
export function suggest(index: SuggestionIndex, keyword: string): Suggestion[] {
  const query = keyword.slice(0, SUGGEST_KEYWORD_MAX).trim()
  if (!query) return []
  let results = index.search(query, { combineWith: 'AND' })
  if (results.length === 0) results = index.search(query, { combineWith: 'OR' })
  return results.slice(0, SUGGESTIONS_MAX).map(({ title, kind, path }) => ({ title, kind, path }) as Suggestion)
}

/** A product of the catalogue as the suggestions see it: its two names and its page. */
export interface SuggestedProduct {
  title: Bilingual
  href: string
}

export interface SuggestionSources {
  names: SiteNames
  products: readonly SuggestedProduct[]
  /** the newest articles listed in this language, at most NEWS_SUGGESTED_MAX */
  articles: readonly { id: number; title: string }[]
}

const otherLocale = (locale: Locale): Locale => (locale === 'zh' ? 'en' : 'zh')
const nameIn = (name: Bilingual, locale: Locale) => name[locale] || name[otherLocale(locale)]

/** Pages that are no destination of their own (an article, a model, the results page) are not suggested. */
const notSuggestedPages = new Set<keyof SiteNames['pages']>(['newsDetail', 'presysDetail', 'search'])

/** The aliases of a product page: the site map's keywords and, for a Presys model, its number written every way. */
function aliasesOf(href: string): string {
  const keywords = productTargets.find((target) => target.href === href)?.keywords ?? []
  const model = presysModelPages.find((page) => page.path === href)
  const modelForms = model ? [model.model, model.model.replace(/\W/g, ''), model.name] : []
  return [...new Set([...keywords, ...modelForms].map((alias) => alias.toLowerCase()))].join(' ')
}

/** The documents of one language's index: the catalogue's products, the site's pages and the news. */
export function suggestionDocuments(locale: Locale, sources: SuggestionSources): SuggestionDocument[] {
  const vocabulary = vocabularyOf(sources.names)
  const document = (kind: SuggestionKind, path: string, name: Bilingual, aliases = ''): SuggestionDocument => {
    const title = nameIn(name, locale)
    // initials help with a name of a few characters; the initials of a news headline would match at random
    const initials = kind === 'news' ? '' : initialsOf(title)
    const wordInitials = kind === 'news' ? '' : wordInitialsOf(title, vocabulary)
    return { id: `${kind}:${path}`, kind, path, title, aliases, otherTitle: name[otherLocale(locale)], initials, wordInitials }
  }
  const products = sources.products.map((product) => document('product', product.href, product.title, aliasesOf(product.href)))
  const sitePages = (Object.keys(pages) as (keyof typeof pages)[])
    .filter((key) => !notSuggestedPages.has(key))
    .map((key) => document('page', pages[key].path, sources.names.pages[key]))
  const news = sources.articles.map((article) =>
    document('news', `${pages.newsDetail.path}?id=${article.id}`, { [locale]: article.title, [otherLocale(locale)]: '' } as Bilingual),
  )
  return [...products, ...sitePages, ...news].filter((entry) => entry.title)
}
