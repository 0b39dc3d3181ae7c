import { countries } from '@/features/enquiries/countries'
import { optionHtml } from '@/ui/optionHtml'
import type { Locale } from '@/siteMap'

const collation: Record<Locale, string> = { zh: 'zh-Hans-CN-u-co-pinyin', en: 'en' }

/**
 * The ~240 countries shown in the page's language, in its alphabetical order (pinyin for
 * Chinese), as the enquiry form's `<option>`s. The value sent is the English name, which the
 * feedback call recognises in the list. HTML, for the select to draw them from one string: as
 * elements, React would hydrate each of them (a third of the contact page's hydration).
 */
export function countryOptionsHtml(locale: Locale): string {
  return countries
    .map((country) => ({ value: country.en, label: country[locale] }))
    .sort((a, b) => a.label.localeCompare(b.label, collation[locale]))
    .map((country) => optionHtml(country.value, country.label))
    .join('')
}
