import 'server-only'

import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { currentMember } from '@/features/members/currentMember.server'
import { isStaffPreview } from '@/lib/staffPreview.server'
import { type Locale, localizedHref, pages } from '@/siteMap'

/**
 * A page the site map marks `membersOnly` (valves, Presys models) sends a visitor to the login page
 * of their language, which brings them back to `returnPath` (path and query, without the locale
 * prefix) afterwards. Staff previewing from the admin (draft mode, src/app/preview/route.ts) see
 * the page as members do.
 */
export async function requireMember(locale: Locale, page: { membersOnly?: boolean }, returnPath: string): Promise<void> {
  if (!page.membersOnly || (await currentMember())) return
  // the draft-mode cookie outlives a staff logout: the staff session is checked again
  if ((await draftMode()).isEnabled && (await isStaffPreview())) return
  redirect(`${localizedHref(locale, pages.login.path)}?${new URLSearchParams({ redirect: returnPath })}`)
}
