import { listArticlePage, listArticles } from '@/features/news/articles'
import { contractArticle, newsListSchema, newsListValues } from '@/api/newsType'
import { apiRoute, envelope, parseJson } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload'

/** Default page size when a client asks for a `page` without a `limit`. */
const DEFAULT_PAGE_LIMIT = 20

/**
 * Every published article of the language, newest first (the contract's call, docs/api.md); with `page` and/or
 * `limit`, that page only and `total`, the number of articles in all.
 */
export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, newsListSchema, undefined, newsListValues)
  if (!input.ok) return input.reply
  const { type, page, limit } = input.data
  if (page === undefined && limit === undefined) {
    const articles = await listArticles(await getPayloadClient(), type)
    return envelope({ code: 1, msg: call.t('ok'), data: { list: articles.map(contractArticle) } })
  }
  const paged = await listArticlePage(await getPayloadClient(), type, page ?? 1, limit ?? DEFAULT_PAGE_LIMIT)
  return envelope({ code: 1, msg: call.t('ok'), data: { list: paged.list.map(contractArticle), total: paged.total } })
})
