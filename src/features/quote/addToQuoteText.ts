import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/siteMap'

import type { AddToQuoteText } from './components/AddToQuote'
import { quoteRuleValues } from './quoteRules'

/** The add-to-quote dialog's words in a language (finder cards and product pages say the same). */
export async function addToQuoteText(locale: Locale): Promise<AddToQuoteText> {
  const t = await getTranslations({ locale, namespace: 'finder.quote' })
  const keys = ['add', 'size', 'flange', 'quantity', 'note', 'noSize', 'added', 'close', 'full'] as const
  return Object.fromEntries(keys.map((key) => [key, t(key, quoteRuleValues)])) as unknown as AddToQuoteText
}
