import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { redirectPathProblem } from '@/features/site/redirects'
import { isStaffPreview } from '@/lib/staffPreview.server'

export const dynamic = 'force-dynamic'

/** Only a page of this site (never another host, never the admin or the API: see redirectPathProblem). */
const isSitePath = (path: string | null): path is string => path !== null && redirectPathProblem(path) === null

/**
 * The admin's live preview opens `/preview?path=<public path>`: for logged-in staff this switches
 * on Next's draft mode (a cookie Next signs per build) and goes on to the page, which then skips
 * every cache, shows the latest draft and follows the form as the editor types
 * (LivePreviewListener). Visitors and members get the public page unchanged, from the cache.
 */
export async function GET(request: NextRequest): Promise<never> {
  const path = request.nextUrl.searchParams.get('path')
  const target = isSitePath(path) ? path : '/home'
  if (await isStaffPreview()) (await draftMode()).enable()
  redirect(target)
}
