import type { SearchParams } from '@/features/catalogue/components/searchParams'
import { parseFinderFilters } from '@/features/specs/requirements'
import { FinderPage } from '@/features/productFinder/components/FinderPage'
import { pressureUnitOr } from '@/features/specs/pressureUnit'
import { pageParam } from '@/features/productFinder/resultPages'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { sitePageMetadata } from '@/features/content/sitePageMetadata.server'

// The filters and the unit are the query (the proxy adds the unit a visitor picked before): rendered
// per request from the cached catalogue, the same for everyone at one address, so shared as public.
export const dynamic = 'force-dynamic'

export const generateMetadata = sitePageMetadata('productFinder', 'finder.page.intro')

/** /productFinder?size=100&flange=CF&actuation=pneumatic&pressure=1e-9&bakeout=200&material=316L&family=gate&page=2 */
export default async function ProductFinderRoute({ params, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const unitParam = Array.isArray(query.unit) ? query.unit[0] : query.unit
  const unit = pressureUnitOr(unitParam)
  return <FinderPage locale={locale} filters={parseFinderFilters(query)} unit={unit} page={pageParam(query.page)} />
}
