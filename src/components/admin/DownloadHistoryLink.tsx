import { Link } from '@payloadcms/ui'
import type { UIFieldServerProps } from 'payload'

import { adminText } from '@/admin/translations'
import { listLink } from '@/components/admin/Dashboard/listLink'

/**
 * In the sidebar of a member or a download item: how often they appear in the download log, as a
 * link to those rows (the log filtered by this member, or by this item).
 */
export async function DownloadHistoryLink({ id, payload, req, i18n, logField }: UIFieldServerProps & { logField: 'member' | 'download' }) {
  if (id === undefined) return null
  const where = { [logField]: { equals: id } }
  const { totalDocs } = await payload.count({ collection: 'download-log', where, overrideAccess: false, req })
  const t = adminText(i18n)
  return (
    <div className="field-type download-history">
      <Link href={listLink(payload.config.routes.admin, 'download-log', [{ [logField]: { equals: String(id) } }])}>
        {t('custom:downloadHistory', { times: totalDocs })}
      </Link>
    </div>
  )
}
