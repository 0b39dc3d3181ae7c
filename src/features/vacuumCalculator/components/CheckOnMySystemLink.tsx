import { Link } from '@/ui/Link'
import { getTranslations } from 'next-intl/server'

import { getCatalogueProducts } from '@/features/content/content.server'
import { type Locale, localizedHref, pages } from '@/siteMap'

/**
 * "Check on my system" on a product page: the calculator with this valve chosen. Left out for a
 * product without a conductance, which the calculator could not count.
 */
export async function CheckOnMySystemLink({ locale, productKey }: { locale: Locale; productKey: string }) {
  const [t, catalogue] = await Promise.all([getTranslations({ locale, namespace: 'vacuumCalculator.page' }), getCatalogueProducts()])
  const product = catalogue.find((p) => p.key === productKey)
  if (!product?.specs.conductances.length) return null
  const href = `${localizedHref(locale, pages.vacuumCalculator.path)}?${new URLSearchParams({ valve: product.key })}`
  return (
    <Link
      href={href}
      title={t('checkOnMySystemHint')}
      className="text-sm font-semibold text-brand underline"
      data-testid="check-on-my-system"
    >
      {t('checkOnMySystem')}
    </Link>
  )
}
