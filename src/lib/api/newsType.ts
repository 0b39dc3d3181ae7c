import { z } from 'zod'

import { type ArticleSummary, introHtml, localeOfNewsType } from '@/domain/articles'
import { messageOf } from '@/lib/api/fields'

/** The contract's news type: 1 Chinese, 2 English (number or numeric string). */
export const newsTypeSchema = z.object({
  type: z
    .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], messageOf('news.typeInvalid'))
    .transform((type) => localeOfNewsType(Number(type) as 1 | 2)),
})

/** A list item as the contract shows it: the intro as HTML. */
export const articleListItem = (article: ArticleSummary) => ({ ...article, intro: introHtml(article.intro) })

/** The most articles one call of the paged news list returns. */
const NEWS_PAGE_LIMIT_MAX = 100

const wholeNumber = (key: 'news.pageInvalid' | 'news.limitInvalid', max: number) =>
  z
    .union(
      [
        z.number(messageOf(key)),
        z
          .string(messageOf(key))
          .trim()
          .regex(/^\d{1,9}$/, messageOf(key)),
      ],
      messageOf(key),
    )
    .transform(Number)
    .pipe(z.number().int(messageOf(key)).min(1, messageOf(key)).max(max, messageOf(key)))
    .optional()

/**
 * The news list call: the contract's `type`, and optionally `page` (from 1) and `limit` (1–100) for
 * clients that read it page by page (the News page's "see more"). Without either, every article.
 */
export const newsListSchema = newsTypeSchema.extend({
  page: wholeNumber('news.pageInvalid', 1e6),
  limit: wholeNumber('news.limitInvalid', NEWS_PAGE_LIMIT_MAX),
})
