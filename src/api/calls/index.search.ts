import { z } from 'zod'

import { findProductPage } from '@/features/search/search'
import { messageOf } from '@/api/fields'
import { apiRoute, envelope, parseJson } from '@/api/reply'
import { getSiteNames } from '@/features/content/content.server'

const searchSchema = z.object({
  keyword: z
    .string(messageOf('search.keywordRequired'))
    .trim()
    .min(1, messageOf('search.keywordRequired'))
    .max(100, messageOf('search.notFound')),
})

/** `data.title` is the product's name as editors gave it; `data.path` is its page, which the header search opens. */
export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, searchSchema)
  if (!input.ok) return input.reply
  const page = findProductPage(await getSiteNames(), input.data.keyword)
  if (!page) return envelope({ code: 0, msg: call.t('search.notFound'), data: {} })
  return envelope({ code: 1, msg: call.t('ok'), data: { title: page.title[call.locale], path: page.href } })
})
