import 'server-only'

import { draftMode } from 'next/headers'

import { redirect } from '@/i18n/navigation'
import { currentMember } from '@/lib/currentMember.server'
import { type Locale, pages } from '@/siteMap'

/**
 * Member-only pages (valves, Presys models) send a visitor to the login page of their language,
 * which brings them back to `returnPath` (path and query, without the locale prefix) afterwards.
 * Staff previewing from the admin (draft mode, src/app/preview/route.ts) see the page as members do.
 */
export async function requireMember(locale: Locale, returnPath: string): Promise<void> {
  if ((await draftMode()).isEnabled || (await currentMember())) return
  redirect({ href: { pathname: pages.login.path, query: { redirect: returnPath } }, locale })
}
