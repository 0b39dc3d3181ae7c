import { countries } from '@/features/enquiries/countries'
import type { Locale } from '@/siteMap'

import type { CountryOption } from './EnquiryForm'

const collation: Record<Locale, string> = { zh: 'zh-Hans-CN-u-co-pinyin', en: 'en' }

/**
 * The ~240 countries shown in the page's language, in its alphabetical order (pinyin for
 * Chinese). The value sent is the English name, which the feedback call recognises in the list.
 */
export function countryOptions(locale: Locale): CountryOption[] {
  return countries
    .map((country) => ({ value: country.en, label: country[locale] }))
    .sort((a, b) => a.label.localeCompare(b.label, collation[locale]))
}
