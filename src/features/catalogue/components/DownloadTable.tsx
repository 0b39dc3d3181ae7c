import { getTranslations } from 'next-intl/server'

import type { DownloadRow } from '@/features/catalogue/catalogue'
import type { Locale } from '@/siteMap'
import { StaticPart } from '@/ui/apart.server'

import { DownloadActions } from './DownloadActions'
import { DownloadButton } from './DownloadButton'
import { downloadButtonText } from './downloadButtonText.server'

/** One tab of the download centre: title, size in MB, extension and the download action. */
export async function DownloadTable({ rows, caption, locale }: { rows: DownloadRow[]; caption: string; locale: Locale }) {
  const t = await getTranslations('catalogue.downloadCentre')
  const buttonText = await downloadButtonText(locale)
  if (rows.length === 0) return <p className="py-6 text-slate-500">{t('empty')}</p>
  // styled by `.download-table` (components.css): a centre lists dozens of rows, and a class list per cell
  // was written into both the HTML and the RSC payload
  return (
    <DownloadActions text={buttonText} locale={locale}>
      <StaticPart as="table" className="download-table" data-testid="download-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-600">
          <tr>
            <th scope="col">{t('title')}</th>
            <th scope="col">{t('size')}</th>
            <th scope="col">{t('extension')}</th>
            <th scope="col">
              <span className="sr-only">{t('action')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {row.title}
                <span>{row.extension}</span>
              </th>
              <td>{row.size === null ? '–' : t('sizeMb', { size: row.size })}</td>
              <td>{row.extension}</td>
              <td>
                <DownloadButton itemId={row.id} title={row.title} text={buttonText} className="download-table-button" />
              </td>
            </tr>
          ))}
        </tbody>
      </StaticPart>
    </DownloadActions>
  )
}
