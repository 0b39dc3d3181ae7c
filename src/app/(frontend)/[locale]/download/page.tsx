import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/catalogue/Breadcrumb'
import { DownloadTable } from '@/components/catalogue/DownloadTable'
import { catalogueMetadata, firstParam, type LocalePageProps, pageLocale } from '@/components/catalogue/page'
import { Tabs } from '@/components/catalogue/Tabs'
import { pageTrail } from '@/components/catalogue/trails'
import { Toaster } from '@/components/ui/Toaster'
import { cachedDownloads } from '@/domain/catalogue.server'
import { type DownloadCentreType, downloadCentreTypes, pages } from '@/siteMap'

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  return catalogueMetadata(locale, pages.download.path, pages.download.title[locale])
}

const isDownloadCentreType = (value: string): value is DownloadCentreType =>
  (downloadCentreTypes as readonly string[]).includes(value)

/** /download?type=1|2|4|5: every list is in the server's HTML; the open tab is kept in the URL. */
export default async function DownloadCentrePage({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale(params)
  const requested = firstParam((await searchParams).type)
  const openType = isDownloadCentreType(requested) ? requested : downloadCentreTypes[0]
  const [t, lists] = await Promise.all([getTranslations('catalogue.downloadCentre'), cachedDownloads(locale, downloadCentreTypes)])

  return (
    <main className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      <Breadcrumb trail={pageTrail(locale, 'download')} />
      <h1 className="mt-6 mb-8 text-2xl font-bold text-brand md:text-3xl">{pages.download.title[locale]}</h1>
      <Tabs
        label={t('tabs')}
        initialId={openType}
        urlParam="type"
        tabs={downloadCentreTypes.map((type) => ({
          id: type,
          label: t(`type${type}`),
          panel: <DownloadTable rows={lists[type]} caption={t(`type${type}`)} />,
        }))}
      />
      <Toaster />
    </main>
  )
}
