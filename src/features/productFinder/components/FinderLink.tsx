import { Link } from '@/ui/Link'
import { getTranslations } from 'next-intl/server'

import { type Locale, localizedHref, pages } from '@/siteMap'

/** "Choose by size, flange and pressure range": the way from a search box to the product finder. */
export async function FinderLink({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'finder.page' })
  return (
    <Link href={localizedHref(locale, pages.productFinder.path)} className={className} data-testid="finder-link">
      {t('finderLink')} · {t('finderHint')} →
    </Link>
  )
}
