import 'server-only'

import { redirect } from '@/i18n/navigation'
import { currentMember } from '@/features/members/currentMember.server'
import { type Locale, pages } from '@/siteMap'

/**
 * Member-only pages (valves, Presys models) send a visitor to the login page of their language,
 * which brings them back to `returnPath` (path and query, without the locale prefix) afterwards.
 */
export async function requireMember(locale: Locale, returnPath: string): Promise<void> {
  if (await currentMember()) return
  redirect({ href: { pathname: pages.login.path, query: { redirect: returnPath } }, locale })
}
