import { getTranslations } from 'next-intl/server'

import { DownloadTable } from '@/features/catalogue/components/DownloadTable'
import { firstParam, type SearchParams } from '@/features/catalogue/components/searchParams'
import { Tabs } from '@/features/catalogue/components/Tabs'
import { Breadcrumb } from '@/ui/Breadcrumb'
import { container } from '@/ui/layout'
import { PageBanner } from '@/ui/PageBanner'
import { downloadRowIn } from '@/features/catalogue/catalogue'
import { getDownloadList, getSiteNames } from '@/features/content/content.server'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { sitePageMetadata } from '@/features/content/sitePageMetadata.server'
import { type DownloadCentreType, downloadCentreTypes, pages } from '@/siteMap'

// The open tab is in the query: rendered per request (the lists themselves are cached).
export const dynamic = 'force-dynamic'

type DownloadCentreProps = LocaleParams & { searchParams: SearchParams }

export const generateMetadata = sitePageMetadata('download', 'catalogue.meta.download')

const isDownloadCentreType = (value: string): value is DownloadCentreType => (downloadCentreTypes as readonly string[]).includes(value)

/** /download?type=1|2|4|5: every list is in the server's HTML; the open tab is kept in the URL. */
export default async function DownloadCentrePage({ params, searchParams }: DownloadCentreProps) {
  const locale = await pageLocale(params)
  const names = await getSiteNames()
  const requested = firstParam((await searchParams).type)
  const openType = isDownloadCentreType(requested) ? requested : downloadCentreTypes[0]
  const [t, lists] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue' }),
    Promise.all(downloadCentreTypes.map(async (type) => (await getDownloadList(type)).map((item) => downloadRowIn(locale, item)))),
  ])

  return (
    <>
      <PageBanner title={names.pages.download[locale]} intro={t('meta.download')}>
        <Breadcrumb locale={locale} names={names} path={pages.download.path} className="text-white/85" />
      </PageBanner>
      <div className={`${container} py-12`}>
        <Tabs
          label={t('downloadCentre.tabs')}
          initialId={openType}
          urlParam="type"
          tabs={downloadCentreTypes.map((type, index) => ({
            id: type,
            label: t(`downloadCentre.type${type}`),
            panel: <DownloadTable rows={lists[index]} caption={t(`downloadCentre.type${type}`)} locale={locale} />,
          }))}
        />
      </div>
    </>
  )
}
