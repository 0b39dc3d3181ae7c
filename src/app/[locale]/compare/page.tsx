import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import type { SearchParams } from '@/features/catalogue/components/searchParams'
import { COMPARE_MAX_PRODUCTS } from '@/features/compare/compareAddress'
import { ComparePage } from '@/features/compare/components/ComparePage'
import { getSiteNames } from '@/features/content/content.server'
import { PRESSURE_UNIT_COOKIE, pressureUnitOr } from '@/features/specs/pressureUnit'
import { pageMetadata } from '@/features/site/pageMetadata'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { pages } from '@/siteMap'

import './print.css'

// The products are the query: rendered per request from the cached catalogue, the same for everyone
// at one address (and pressure-unit cookie), so shared as public like the finder.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: LocaleParams & { searchParams: SearchParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [names, t] = await Promise.all([getSiteNames(), getTranslations({ locale, namespace: 'compare.page' })])
  const metadata = pageMetadata({
    locale,
    path: pages.compare.path,
    title: names.pages.compare[locale],
    description: t('intro', { max: COMPARE_MAX_PRODUCTS }),
  })
  // the page that explains the comparison may be found; every choice of products is another
  // address of it, kept out of search engines (its canonical link names the page without a choice)
  return (await searchParams).p === undefined ? metadata : { ...metadata, robots: { index: false, follow: true } }
}

/** /compare?p=vacuumValve:1&p=vacuumValve:3&same=hide&unit=Pa */
export default async function CompareRoute({ params, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const unitParam = Array.isArray(query.unit) ? query.unit[0] : query.unit
  const unit = pressureUnitOr(unitParam, pressureUnitOr((await cookies()).get(PRESSURE_UNIT_COOKIE)?.value))
  return <ComparePage locale={locale} query={query} unit={unit} />
}
