import { z } from 'zod'

import { GRANT_SECONDS, grantDownload } from '@/features/downloads/downloads'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { positiveId } from '@/api/fields'
import { callingMember } from '@/api/callingMember.server'
import { apiRoute, envelope, parseJson } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload'

const downloadSchema = z.object({ id: positiveId('download.noFile') })

/**
 * For a member: `data` is the host-relative path of a grant that serves the datasheet for
 * GRANT_SECONDS. Without a valid session: code 401 "please log in again", whatever the item.
 */
export const POST = apiRoute(async (call) => {
  const payload = await getPayloadClient()
  const caller = await callingMember(call, payload, 'download.loginAgain')
  if (!caller.ok) return caller.reply
  const { member } = caller
  const input = await parseJson(call, downloadSchema)
  if (!input.ok) return input.reply
  const granted = await grantDownload(payload, {
    itemId: input.data.id,
    member,
    ip: clientAddress(call.request),
    userAgent: call.request.headers.get('user-agent') ?? '',
    locale: call.locale,
  })
  if (!granted.ok) return call.refused(granted)
  return envelope({ code: 1, msg: call.t('download.granted', { grantMinutes: GRANT_SECONDS / 60 }), data: granted.path })
})
