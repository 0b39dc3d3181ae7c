import { NextResponse } from 'next/server'

import { callingMember } from '@/api/callingMember.server'
import { apiRoute } from '@/api/reply'
import { memberDataFile, readMemberData } from '@/features/memberData/dataRights'
import { getPayloadClient } from '@/lib/payload'

/**
 * GET /api/member/data: the logged-in member's data as a file to keep (the "download my data" link
 * of /memberData; PIPL art. 45). Not one of the contract's thirteen calls (docs/api.md). Without a
 * session: code 401 in the envelope; from another site's page: 403.
 */
export const GET = apiRoute(
  async (call) => {
    const payload = await getPayloadClient()
    const caller = await callingMember(call, payload)
    if (!caller.ok) return caller.reply
    const day = new Date().toISOString().slice(0, 10)
    return new NextResponse(memberDataFile(await readMemberData(payload, caller.member)), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="my-data-${day}.json"`,
        'Cache-Control': 'no-store',
      },
    })
  },
  { body: 'none' },
)
