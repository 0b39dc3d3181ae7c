import { z } from 'zod'

import { type ArticleSummary, introHtml, localeOfNewsType } from '@/features/news/articles'
import { toContractArticle } from '@/features/news/contractNames'
import { messageOf, wholeNumber } from '@/api/fields'

/** The contract's news type: 1 Chinese, 2 English (number or numeric string). */
export const newsTypeSchema = z.object({
  type: z
    .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], messageOf('news.typeInvalid'))
    .transform((type) => localeOfNewsType(Number(type) as 1 | 2)),
})

/** An article as the news calls show it: the contract's names, the intro as HTML. */
export const contractArticle = <Article extends ArticleSummary>(article: Article) =>
  toContractArticle({ ...article, intro: introHtml(article.intro) })

/** The most articles one call of the paged news list returns. */
const NEWS_PAGE_LIMIT_MAX = 100
/** The values the news list's messages quote (`{pageSizeMax}`). */
export const newsListValues = { pageSizeMax: NEWS_PAGE_LIMIT_MAX }

/**
 * The news list call: the contract's `type`, and optionally `page` (from 1) and `limit` (1–100) for
 * clients that read it page by page (the News page's "see more"). Without either, every article.
 */
export const newsListSchema = newsTypeSchema.extend({
  page: wholeNumber('news.pageInvalid', 1e6).optional(),
  limit: wholeNumber('news.limitInvalid', NEWS_PAGE_LIMIT_MAX).optional(),
})
