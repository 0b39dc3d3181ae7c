import { FinderPage } from '@/features/productFinder/components/FinderPage'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { sitePageMetadata } from '@/features/content/sitePageMetadata.server'

// The filters, the unit and the page of results are the query (the proxy adds the unit a visitor
// picked before), read by the finder's view (FinderView): rendered per request from the cached
// catalogue, the same for everyone at one address, so shared as public.
export const dynamic = 'force-dynamic'

export const generateMetadata = sitePageMetadata('productFinder', 'finder.page.intro')

/** /productFinder?size=100&flange=CF&actuation=pneumatic&pressure=1e-9&bakeout=200&material=316L&family=gate&page=2 */
export default async function ProductFinderRoute({ params }: LocaleParams) {
  return <FinderPage locale={await pageLocale(params)} />
}
