import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/siteMap'

import type { SearchBoxText } from './SearchBox'

/** The search box's words in a language (the header, the home page and the results page show it). */
export async function searchBoxText(locale: Locale): Promise<SearchBoxText> {
  const t = await getTranslations({ locale, namespace: 'search' })
  return {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    suggestions: t('suggestions'),
    suggestionCount: t.raw('suggestionCount') as string,
    noSuggestions: t('noSuggestions'),
    kinds: { product: t('kinds.product'), news: t('kinds.news'), page: t('kinds.page') },
  }
}
