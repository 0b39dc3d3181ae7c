import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import QRCode from 'qrcode'

import { readingColumn } from '@/ui/layout'
import { listCatalogueProducts } from '@/features/specs/productSpecs'
import { readSharedQuoteList } from '@/features/quote/quoteShares.server'
import { SharedQuoteListGone } from '@/features/quote/components/SharedQuoteListGone'
import { UseSharedList } from '@/features/quote/components/UseSharedList'
import { pageLocale } from '@/i18n/pageLocale'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { getPayloadClient } from '@/lib/payload'
import { absoluteUrl } from '@/lib/siteUrl'
import { localizedHref, pages } from '@/siteMap'

// A shared list is read on each request: it expires, and nobody but the link's holders should find it.
export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ locale: string; code: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'finder.quote' })
  return { title: t('sharedTitle'), robots: { index: false, follow: false } }
}

/** /quoteList/<code>: a shared quote list, read-only, with its QR code and a button to take it over. */
export default async function SharedQuoteListPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { code } = await params
  const payload = await getPayloadClient()
  const read = await readSharedQuoteList(payload, code, clientAddress({ headers: await headers() }))
  const t = await getTranslations({ locale, namespace: 'finder.quote' })
  if ('refusedForMinutes' in read) {
    return (
      <div className={`${readingColumn} py-10`}>
        <h1 className="text-3xl font-bold text-brand">{t('sharedTitle')}</h1>
        <p role="alert" className="mt-4 text-slate-700" data-testid="shared-quote-refused">
          {t('sharedTooManyUnknown', { minutes: read.refusedForMinutes })}
        </p>
      </div>
    )
  }
  if (!read.found) return <SharedQuoteListGone locale={locale} />
  const { lines } = read
  const catalogue = await listCatalogueProducts(payload)
  const titles = new Map(catalogue.map((product) => [product.key, product.title[locale]]))
  // a product taken out of the catalogue since the list was shared keeps its key as its name
  const shown = lines.map((line) => ({ ...line, title: titles.get(line.product) ?? line.product }))
  const qr = await QRCode.toString(absoluteUrl(locale, `/quoteList/${code}`), { type: 'svg', margin: 1 })

  return (
    <div className={`${readingColumn} py-10`}>
      <h1 className="text-3xl font-bold text-brand">{t('sharedTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('sharedIntro')}</p>
      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
        <div className="grow overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="shared-quote-lines">
            <thead>
              <tr className="text-slate-500">
                <th scope="col" className="py-2 pr-3 font-normal">
                  {t('product')}
                </th>
                <th scope="col" className="py-2 pr-3 font-normal">
                  {t('size')}
                </th>
                <th scope="col" className="py-2 pr-3 font-normal">
                  {t('flange')}
                </th>
                <th scope="col" className="py-2 pr-3 font-normal">
                  {t('quantity')}
                </th>
                <th scope="col" className="py-2 font-normal">
                  {t('note')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((line) => (
                <tr
                  key={`${line.product}-${line.size}-${line.flange}`}
                  className="border-t border-slate-200"
                  data-testid="shared-quote-line"
                >
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {line.title}
                  </th>
                  <td className="py-2 pr-3">{line.size ? `DN${line.size}` : '—'}</td>
                  <td className="py-2 pr-3">{line.flange ?? '—'}</td>
                  <td className="py-2 pr-3">{line.quantity}</td>
                  <td className="py-2 text-slate-600">{line.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div
          role="img"
          aria-label={t('qrLabel')}
          className="w-40 shrink-0 self-center bg-white p-1 sm:self-start [&>svg]:h-auto [&>svg]:w-full"
          // the SVG is built here from our own address by the qrcode package, not from visitor input
          dangerouslySetInnerHTML={{ __html: qr }}
        />
      </div>
      <UseSharedList
        lines={shown}
        listHref={`${localizedHref(locale, pages.contactUs.path)}#quote`}
        text={{ useList: t('useList'), used: t('used'), openList: t('openList') }}
      />
    </div>
  )
}
