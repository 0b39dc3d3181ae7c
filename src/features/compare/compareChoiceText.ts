import { getTranslations } from 'next-intl/server'

import { type Locale, localizedHref, pages } from '@/siteMap'

import { COMPARE_MAX_PRODUCTS } from './compareAddress'
import type { CompareChoiceText } from './components/CompareToggle'

/** The compare toggle's and bar's words in a language, and where the comparison lives in it. */
export interface CompareChoice {
  text: CompareChoiceText
  comparePath: string
}

export async function compareChoice(locale: Locale): Promise<CompareChoice> {
  const t = await getTranslations({ locale, namespace: 'compare.choose' })
  return {
    // the bar counts on the page: its text keeps the {count} placeholder
    text: {
      add: t('add'),
      open: t.raw('open') as string,
      bar: t('bar'),
      full: t('full', { max: COMPARE_MAX_PRODUCTS }),
      clear: t('clear'),
    },
    comparePath: localizedHref(locale, pages.compare.path),
  }
}
