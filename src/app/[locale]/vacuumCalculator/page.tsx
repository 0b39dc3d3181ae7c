import type { SearchParams } from '@/features/catalogue/components/searchParams'
import { sitePageMetadata } from '@/features/content/sitePageMetadata.server'
import { CalculatorPage } from '@/features/vacuumCalculator/components/CalculatorPage'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'

// The form is the query: rendered per request from the cached catalogue, the same for everyone at
// one address, so shared as public like the finder.
export const dynamic = 'force-dynamic'

export const generateMetadata = sitePageMetadata('vacuumCalculator', 'vacuumCalculator.page.intro')

/** /vacuumCalculator?volume=50&startPressure=1000&targetPressure=1&pumpSpeed=100&pumpSpeedUnit=l/s&lineLength=2&lineDiameter=40&valve=vacuum-valves:highVacuumGateValve@100 */
export default async function VacuumCalculatorRoute({ params, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(params)
  return <CalculatorPage locale={locale} params={await searchParams} />
}
