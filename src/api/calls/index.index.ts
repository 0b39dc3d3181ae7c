import { contractArticle, newsTypeSchema } from '@/api/newsType'
import { apiRoute, envelope, parseJson } from '@/api/reply'
import { getLatestNews } from '@/features/content/content.server'

/** The home page keeps the first 3; a few more let a client show more without another call. */
const HOME_NEWS_COUNT = 6

export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, newsTypeSchema)
  if (!input.ok) return input.reply
  // the same cached read as the home page, expired when editors publish
  const articles = await getLatestNews(input.data.type, HOME_NEWS_COUNT)
  return envelope({ code: 1, msg: call.t('ok'), data: { list: articles.map(contractArticle) } })
})
