import type { FileFacts } from '@/features/catalogue/catalogue'
import type { Locale } from '@/siteMap'

import { DownloadActions } from './DownloadActions'
import { DownloadButton } from './DownloadButton'
import { downloadButtonText } from './downloadButtonText.server'

interface DownloadItemProps {
  itemId: number
  title: string
  text?: string
  /** The attached file's format and size, the same figures the download centre lists. */
  file: FileFacts | null
  badgeLabel: string
  locale: Locale
}

const badgeOf = (file: FileFacts | null): string =>
  file ? [file.extension.toUpperCase(), file.sizeMb ? `${file.sizeMb} MB` : ''].filter(Boolean).join(', ') : 'PDF'

/** A product page's datasheet: its title, the format badge and the download action. */
export async function DownloadItem({ itemId, title, text, file, badgeLabel, locale }: DownloadItemProps) {
  const buttonText = await downloadButtonText(locale)
  return (
    <div className="flex flex-col gap-4 rounded border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <span
          className="shrink-0 rounded bg-red-600 px-2 py-1 text-xs font-bold text-white"
          title={badgeLabel}
          data-testid="download-badge"
        >
          {badgeOf(file)}
        </span>
        <div>
          <p className="font-medium">{title}</p>
          {text ? <p className="mt-1 text-sm text-slate-500">{text}</p> : null}
        </div>
      </div>
      <DownloadActions text={buttonText} locale={locale}>
        <DownloadButton itemId={itemId} title={title} text={buttonText} />
      </DownloadActions>
    </div>
  )
}
