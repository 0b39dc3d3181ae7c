import { listArticles } from '@/domain/articles'
import { articleListItem, newsTypeSchema } from '@/lib/api/newsType'
import { apiRoute, envelope, parseJson } from '@/lib/api/reply'
import { getPayloadClient } from '@/lib/payload.server'

export { DELETE, GET, PATCH, PUT } from '@/lib/api/route'

/** Every published article of the language, newest first (the page shows 6, then all). */
export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, newsTypeSchema)
  if (!input.ok) return input.reply
  const articles = await listArticles(await getPayloadClient(), input.data.type)
  return envelope({ code: 1, msg: call.t('ok'), data: { list: articles.map(articleListItem) } })
})
