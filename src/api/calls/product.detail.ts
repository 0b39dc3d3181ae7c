import { z } from 'zod'

import { valveDrawings } from '@/features/catalogue/products'
import { positiveId } from '@/api/fields'
import { apiRoute, envelope, parseJson } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload'

const detailSchema = z.object({ id: positiveId('product.idInvalid') })

/** A valve's drawings by the contract's product id (docs/api.md): `image` Chinese, `image2` English. */
export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, detailSchema)
  if (!input.ok) return input.reply
  const drawings = await valveDrawings(await getPayloadClient(), input.data.id)
  if (!drawings) return envelope({ code: 0, msg: call.t('product.notFound'), data: {} })
  return envelope({ code: 1, msg: call.t('ok'), data: drawings })
})
