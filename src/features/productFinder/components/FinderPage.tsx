import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/ui/Breadcrumb'
import { fixedWidthSources } from '@/ui/CatalogueImage'
import { container } from '@/ui/layout'
import { PageBanner } from '@/ui/PageBanner'
import { compareChoice } from '@/features/compare/compareChoiceText'
import { getCatalogueProducts, getSiteNames } from '@/features/content/content.server'
import { addToQuoteText } from '@/features/quote/addToQuoteText'
import type { Picture } from '@/lib/media'
import { type Locale, localizedHref, pages } from '@/siteMap'

import { finderProductOf } from '../finder'
import { type FinderText, FinderView } from './FinderView'

interface FinderPageProps {
  locale: Locale
}

/**
 * /productFinder: every product filtered by the URL's query. A plain GET form, so it works without
 * JavaScript and each choice is a new address (shareable, the back button returns to the last one);
 * with JavaScript the page answers each change itself from the catalogue it brought along
 * (FinderView). The results come eight to a page (`page=`), which a change of filters starts again
 * from the first.
 */
export async function FinderPage({ locale }: FinderPageProps) {
  const [t, tSpecs, quoteText, catalogue, compare, names] = await Promise.all([
    getTranslations({ locale, namespace: 'finder.page' }),
    getTranslations({ locale, namespace: 'finder.specs' }),
    addToQuoteText(locale),
    getCatalogueProducts(),
    compareChoice(locale),
    getSiteNames(),
  ])
  const raw = (key: Parameters<typeof t.raw>[0]) => t.raw(key) as string
  // "{count} products" for more than one: the message's own number format, with the count left open
  const many = 1234567
  const text: FinderText = {
    filters: t('filters'),
    reset: t('reset'),
    pressureUnit: tSpecs('pressureUnit'),
    apply: t('apply'),
    legends: {
      family: t('family'),
      size: t('size'),
      flange: t('flange'),
      actuation: t('actuation'),
      pressure: t('pressure'),
      bakeout: t('bakeout'),
      material: t('material'),
    },
    pressureAtMost: raw('pressureAtMost'),
    bakeoutAtLeast: raw('bakeoutAtLeast'),
    results: {
      none: t('results', { count: 0 }),
      one: t('results', { count: 1 }),
      more: t('results', { count: many }).replace(many.toLocaleString(locale), '{count}'),
    },
    shownRange: raw('shownRange'),
    noResults: t('noResults'),
    pagesLabel: t('pagesLabel'),
    previousPage: t('previousPage'),
    nextPage: t('nextPage'),
    pageNumber: raw('pageNumber'),
    system: {
      legend: t('system'),
      pumpSpeed: t('pumpSpeed'),
      lineConductance: t('lineConductance'),
      effectiveSpeed: t('effectiveSpeed'),
      hint: t('systemHint'),
      calculator: t('calculatorLink'),
    },
    card: {
      membersOnly: t('membersOnly'),
      details: t('details'),
      speedAtSize: raw('effectiveSpeedAtSize'),
      specs: {
        sizes: tSpecs('sizes'),
        flanges: tSpecs('flanges'),
        actuation: tSpecs('actuation'),
        pressure: tSpecs('pressureRange'),
        leakRate: tSpecs('leakRate'),
        bakeout: tSpecs('bakeout'),
      },
    },
  }

  return (
    <>
      <PageBanner title={names.pages.productFinder[locale]} intro={t('intro')}>
        <Breadcrumb locale={locale} names={names} path={pages.productFinder.path} className="text-white/85" />
      </PageBanner>
      <div className={`${container} grid gap-8 py-10 lg:grid-cols-[18rem_1fr]`}>
        <FinderView
          locale={locale}
          path={localizedHref(locale, pages.productFinder.path)}
          catalogue={catalogue.map((product) => finderProductOf(product, cardPicture))}
          text={text}
          quoteText={quoteText}
          compare={compare}
          calculatorHref={localizedHref(locale, pages.vacuumCalculator.path)}
        />
      </div>
    </>
  )
}

/** A product's picture as a card shows it: 112 pixels wide, beside the product's name. */
const cardPicture = (image: Picture) => fixedWidthSources(image, 112)
