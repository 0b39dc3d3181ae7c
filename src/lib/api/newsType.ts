import { z } from 'zod'

import { type ArticleSummary, introHtml, localeOfNewsType } from '@/domain/articles'
import { messageOf } from '@/lib/api/fields'

/** The spec's news type: 1 Chinese, 2 English (number or numeric string). */
export const newsTypeSchema = z.object({
  type: z
    .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], messageOf('news.typeInvalid'))
    .transform((type) => localeOfNewsType(Number(type) as 1 | 2)),
})

/** A list item as the contract shows it: the intro as HTML. */
export const articleListItem = (article: ArticleSummary) => ({ ...article, intro: introHtml(article.intro) })
