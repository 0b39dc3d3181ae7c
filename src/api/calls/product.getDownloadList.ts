import { z } from 'zod'

import { downloadTypeValues, listDownloads } from '@/features/downloads/downloads'
import { messageOf } from '@/api/fields'
import { apiRoute, envelope, parseJson } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload'

const listSchema = z.object({
  type: z
    .union([z.number().int(messageOf('product.typeInvalid')), z.string().trim()], messageOf('product.typeInvalid'))
    .transform(String)
    .pipe(z.enum(downloadTypeValues, messageOf('product.typeInvalid'))),
})

export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, listSchema)
  if (!input.ok) return input.reply
  const list = await listDownloads(await getPayloadClient(), input.data.type)
  return envelope({ code: 1, msg: call.t('ok'), data: { list } })
})
