import { z } from 'zod/mini'

import { apiRoute, envelope, parseJson } from '@/api/reply'
import { shareQuoteList } from '@/features/quote/quoteShares.server'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { getPayloadClient } from '@/lib/payload'

/** The lines are checked by the quote rules in shareQuoteList; here only that there is a list. */
const shareSchema = z.object({ lines: z.unknown() })

/** Keeps the visitor's quote list under a short code; the page at `path` shows it to whoever has the link. */
export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, shareSchema)
  if (!input.ok) return input.reply
  const payload = await getPayloadClient()
  const shared = await shareQuoteList(payload, input.data.lines ?? [], { locale: call.locale, ip: clientAddress(call.request) })
  if (!shared.ok) return call.refused(shared)
  return envelope({
    code: 1,
    msg: call.t('quoteShare.shared'),
    data: { code: shared.code, path: `/quoteList/${shared.code}`, expiresAt: shared.expiresAt },
  })
})
