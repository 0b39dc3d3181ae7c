import { z } from 'zod'

import { readArticle } from '@/features/news/articles'
import { positiveId } from '@/api/fields'
import { contractArticle } from '@/api/newsType'
import { apiRoute, envelope, parseJson } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload'

const detailSchema = z.object({ id: positiveId('article.idInvalid') })

export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, detailSchema)
  if (!input.ok) return input.reply
  const article = await readArticle(await getPayloadClient(), call.locale, input.data.id)
  if (!article) return envelope({ code: 0, msg: call.t('article.notFound'), data: {} })
  return envelope({ code: 1, msg: call.t('ok'), data: contractArticle(article) })
})
