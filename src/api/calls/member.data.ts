import { NextResponse } from 'next/server'

import { callingMember } from '@/api/callingMember'
import { memberDataFile, readMemberData } from '@/features/members/dataRights'
import { requestLocale } from '@/api/language'
import { apiTranslator } from '@/features/apiMessages'
import { envelope } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload.server'
import { siteLog } from '@/lib/log.mjs'

/**
 * GET /api/member/data: the logged-in member's data as a file to keep (the "download my data" link
 * of /memberData; PIPL art. 45). Not one of the contract's thirteen calls (docs/api.md). Without a
 * session: code 401 in the envelope.
 */
export async function GET(request: Request) {
  const t = apiTranslator(requestLocale(request))
  try {
    const payload = await getPayloadClient()
    const caller = await callingMember({ request, t }, payload)
    if (!caller.ok) return caller.reply
    const day = new Date().toISOString().slice(0, 10)
    return new NextResponse(memberDataFile(await readMemberData(payload, caller.member)), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="my-data-${day}.json"`,
        'Cache-Control': 'no-store',
      },
    })
  } catch (error) {
    siteLog('api').error({ err: error, path: '/api/member/data' }, 'call failed')
    return envelope({ code: 0, msg: t('serverBusy'), data: {} })
  }
}
