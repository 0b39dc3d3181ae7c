'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import type { AdminTranslationKeys, AdminTranslations } from '@/admin/translations'

/**
 * Above a list: downloads the rows of the current filter and search as a CSV file
 * (GET /cms-api/<collection>/export.csv, see src/endpoints/csvExport.ts).
 */
export function ExportCsvButton({ collectionSlug }: { collectionSlug: string }) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKeys>()
  const { config } = useConfig()
  const searchParams = useSearchParams()

  const query = new URLSearchParams()
  for (const [key, value] of searchParams) {
    if (key === 'search' || key.startsWith('where')) query.append(key, value)
  }
  const href = `${config.serverURL}${config.routes.api}/${collectionSlug}/export.csv${query.size ? `?${query}` : ''}`

  return (
    <div className="export-csv">
      <Button el="anchor" url={href} buttonStyle="secondary" size="small" margin={false} tooltip={t('custom:exportCsvHint')}>
        {t('custom:exportCsv')}
      </Button>
    </div>
  )
}
