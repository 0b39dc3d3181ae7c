import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/siteMap'

import type { QuoteListText } from './components/QuoteListPanel'

/** The contact page's quote-list words in a language. */
export async function quoteListText(locale: Locale): Promise<QuoteListText> {
  const t = await getTranslations({ locale, namespace: 'finder.quote' })
  return {
    heading: t('list'),
    product: t('product'),
    empty: t('empty'),
    hint: t('sendHint'),
    size: t('size'),
    flange: t('flange'),
    quantity: t('quantity'),
    note: t('note'),
    remove: t('remove'),
    share: {
      locale,
      share: t('share'),
      sharing: t('sharing'),
      failed: t('shareFailed'),
      link: t('shareLink'),
      copy: t('copyLink'),
      copied: t('copied'),
      hint: t('shareHint'),
      qrLabel: t('qrLabel'),
    },
  }
}
