import 'server-only'

import { headers } from 'next/headers'

import { isStaffUser } from '@/access'
import { getPayloadClient } from '@/lib/payload'

/**
 * True when this request comes from a logged-in staff member (Payload's admin cookie), so a page
 * opened from the admin's preview button (`?preview=1`) may show a draft. Members and visitors
 * always get false. Reading the cookie makes the page dynamic: call it only when `preview=1`.
 */
export async function isStaffPreview(): Promise<boolean> {
  const payload = await getPayloadClient()
  try {
    const { user } = await payload.auth({ headers: await headers() })
    return isStaffUser({ user })
  } catch {
    return false
  }
}
