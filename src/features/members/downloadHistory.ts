import type { Payload } from 'payload'

import type { Member } from '@/payload-types'
import type { Locale } from '@/siteMap'

/** One datasheet the member downloaded, with the download item to ask again for (null when it is gone or was generated without one). */
export interface DownloadedItem {
  at: string
  title: string
  itemId: number | null
}

/**
 * The member's download log, newest first, each item under its title in `locale` (the title the log
 * kept when the item is gone). "Download again" goes through the download call, which issues a fresh
 * grant and logs it, so an item staff removed since is shown without the button.
 */
export async function readDownloadHistory(payload: Payload, member: Member, locale: Locale): Promise<DownloadedItem[]> {
  const { docs } = await payload.find({
    collection: 'download-log',
    where: { member: { equals: member.id } },
    sort: '-createdAt',
    pagination: false,
    depth: 1,
    locale,
    select: { createdAt: true, itemTitle: true, download: true },
    populate: { downloads: { itemId: true, title: true } },
  })
  return docs.map((row) => {
    const item = row.download && typeof row.download === 'object' ? row.download : null
    return {
      at: row.createdAt,
      title: item?.title || row.itemTitle || '',
      itemId: typeof item?.itemId === 'number' ? item.itemId : null,
    }
  })
}
