import { productKeyOfPath } from '@/features/catalogue/productKeys'
import { getCatalogueProducts } from '@/features/content/content.server'
import type { Locale } from '@/siteMap'

import { CompareBar } from './CompareBar'
import { compareChoice } from '../compareChoiceText'
import { CompareToggle } from './CompareToggle'

/** "Compare" on a product page, for the finder's product with this key, with the bar of the chosen products. */
export async function ProductCompareButton({ locale, productKey }: { locale: Locale; productKey: string }) {
  const [{ text, comparePath }, catalogue] = await Promise.all([compareChoice(locale), getCatalogueProducts()])
  const product = catalogue.find((p) => p.key === productKey)
  const compareKey = product && productKeyOfPath(product.href)
  if (!product || !compareKey) return null
  return (
    <>
      <CompareToggle productKey={compareKey} name={product.title[locale]} comparePath={comparePath} text={text} />
      <CompareBar comparePath={comparePath} text={text} />
    </>
  )
}
