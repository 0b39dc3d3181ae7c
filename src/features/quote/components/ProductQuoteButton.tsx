import { getCatalogueProducts } from '@/features/content/content.server'
import type { Locale } from '@/siteMap'

import { AddToQuote } from './AddToQuote'
import { addToQuoteText } from '../addToQuoteText'
import { quoteProductOf } from '../quoteProduct'

/** "Add to quote" on a product page, for the product of the finder's catalogue with this key. */
export async function ProductQuoteButton({ locale, productKey }: { locale: Locale; productKey: string }) {
  const [text, catalogue] = await Promise.all([addToQuoteText(locale), getCatalogueProducts()])
  const product = catalogue.find((p) => p.key === productKey)
  return product ? <AddToQuote product={quoteProductOf(product, locale)} text={text} /> : null
}
