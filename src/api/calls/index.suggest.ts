import { z } from 'zod'

import { apiRoute, envelope, parseJson } from '@/api/reply'
import { hitAll, minutesUntil, rateLimits } from '@/features/rateLimit.server'
import { SUGGEST_KEYWORD_MAX } from '@/features/search/suggestions'
import { suggestionsFor } from '@/features/search/suggestions.server'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { getPayloadClient } from '@/lib/payload'
import { locales } from '@/siteMap'

// whatever is typed is a keyword: a non-string or an empty one suggests nothing, a long one is cut
const suggestSchema = z.object({
  keyword: z
    .string()
    .catch('')
    .transform((keyword) => keyword.slice(0, SUGGEST_KEYWORD_MAX).trim()),
  lang: z.enum(locales).optional().catch(undefined),
})

/**
 * Suggestions while the visitor types in a search box: `data.list` holds up to ten `{ title, kind,
 * path }` in the language asked (`lang`, else the request's). Not one of the contract's calls, and
 * not kept by the proxy: the reply depends on the caller's address through its rate limit.
 */
export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, suggestSchema)
  if (!input.ok) return input.reply
  const { keyword, lang = call.locale } = input.data
  if (!keyword) return envelope({ code: 1, msg: call.t('ok'), data: { list: [] } })
  // the count and the look-up run side by side: the look-up is cheap, and the visitor waits for one of them only
  const [taken, list] = await Promise.all([
    hitAll(await getPayloadClient(), [[rateLimits.suggestionsPerAddress, clientAddress(call.request)]]),
    suggestionsFor(lang, keyword),
  ])
  if (!taken.allowed) {
    return envelope({ code: 0, msg: call.t('tooManyRequests', { minutes: minutesUntil(taken.retryAfterMs) }), data: { list: [] } })
  }
  return envelope({ code: 1, msg: call.t('ok'), data: { list } })
})
