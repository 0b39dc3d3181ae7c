import { Link } from '@/ui/Link'
import { getTranslations } from 'next-intl/server'

import { ButtonLink } from '@/ui/ButtonLink'
import { type Locale, localizedHref, pages } from '@/siteMap'

import { serviceProductOfPage } from './productLinks'

/** The service pages' call to request service online, with the way to track a request sent before. */
export async function ServiceRequestCallout({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'serviceRequest.links' })
  return (
    <section className="mt-12 flex flex-col items-start gap-4 rounded-lg border border-slate-200 bg-brand-light p-6 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-slate-700">{t('requestText')}</p>
      <div className="flex flex-col items-start gap-3 sm:items-end">
        <ButtonLink href={localizedHref(locale, pages.serviceRequest.path)} className="px-6 py-2.5">
          {t('request')}
        </ButtonLink>
        <Link
          href={localizedHref(locale, pages.serviceRequestTrack.path)}
          className="text-sm font-medium text-brand underline-offset-2 hover:underline"
        >
          {t('track')}
        </Link>
      </div>
    </section>
  )
}

/** A product page's small link to the service form with the product chosen. */
export async function ProductServiceLink({ locale, productPath }: { locale: Locale; productPath: string }) {
  const product = serviceProductOfPage(productPath)
  if (!product) return null
  const t = await getTranslations({ locale, namespace: 'serviceRequest.links' })
  const href = `${localizedHref(locale, pages.serviceRequest.path)}?product=${product}`
  return (
    <p className="mt-8 text-sm">
      <Link href={href} className="font-medium text-brand underline-offset-2 hover:underline" data-testid="product-service-link">
        {t('forProduct')}
      </Link>
    </p>
  )
}
