import { getTranslations } from 'next-intl/server'

import type { DownloadRow } from '@/domain/catalogue'
import type { Locale } from '@/siteMap'

import { DownloadButton } from './DownloadButton'
import { downloadButtonText } from './downloadButtonText.server'

/** One tab of the download centre: title, size in MB, extension and the download action. */
export async function DownloadTable({ rows, caption, locale }: { rows: DownloadRow[]; caption: string; locale: Locale }) {
  const t = await getTranslations('catalogue.downloadCentre')
  const buttonText = await downloadButtonText(locale)
  if (rows.length === 0) return <p className="py-6 text-slate-500">{t('empty')}</p>
  const cell = 'border-b border-slate-200 px-1.5 py-3 sm:px-2 md:px-3'
  return (
    <table className="w-full border-collapse text-left text-sm md:text-base" data-testid="download-table">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-100 text-slate-600">
        <tr>
          <th scope="col" className={cell}>
            {t('title')}
          </th>
          <th scope="col" className={`${cell} whitespace-nowrap`}>
            {t('size')}
          </th>
          <th scope="col" className={`${cell} hidden sm:table-cell`}>
            {t('extension')}
          </th>
          <th scope="col" className={`${cell} text-right`}>
            <span className="sr-only">{t('action')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={`${cell} font-normal text-slate-800`}>
              {row.title}
              <span className="ml-2 text-xs text-slate-500 uppercase sm:hidden">{row.extension}</span>
            </th>
            <td className={`${cell} whitespace-nowrap text-slate-600`}>{row.size === null ? '–' : t('sizeMb', { size: row.size })}</td>
            <td className={`${cell} hidden text-slate-600 uppercase sm:table-cell`}>{row.extension}</td>
            <td className={`${cell} whitespace-nowrap text-right`}>
              <DownloadButton
                itemId={row.id}
                title={row.title}
                text={buttonText}
                locale={locale}
                className="inline-flex min-h-9 items-center gap-1 whitespace-nowrap rounded border border-brand px-2 py-1.5 text-sm sm:px-3 text-brand hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
