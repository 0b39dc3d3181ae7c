import { Link } from '@/ui/Link'
import type React from 'react'
import { Fragment } from 'react'
import { getTranslations } from 'next-intl/server'

import { CatalogueImage } from '@/ui/CatalogueImage'
import { Breadcrumb } from '@/ui/Breadcrumb'
import { container } from '@/ui/layout'
import { productKeyOfPath } from '@/features/catalogue/productKeys'
import { CompareBar } from '@/features/compare/components/CompareBar'
import { type CompareChoice, compareChoice } from '@/features/compare/compareChoiceText'
import { CompareToggle } from '@/features/compare/components/CompareToggle'
import { getCatalogueProducts, getSiteNames } from '@/features/content/content.server'
import { PageBanner } from '@/ui/PageBanner'
import { type Locale, localizedHref, pages } from '@/siteMap'

import { type FacetName, type FinderFilters, finderQuery, singleValued } from '@/features/specs/requirements'
import { type FacetValue, findProducts, type FinderResult } from '../finder'
import { AddToQuote, type AddToQuoteText } from '@/features/quote/components/AddToQuote'
import { addToQuoteText } from '@/features/quote/addToQuoteText'
import { quoteProductOf } from '@/features/quote/quoteProduct'
import { AutoSubmitForm } from './AutoSubmitForm'
import { PressureUnitSelect } from '@/features/specs/components/PressureUnitSelect'
import { resultPage } from '../resultPages'
import { formatConductance } from '@/features/specs/specRows'
import { SystemFields } from './SystemFields'
import {
  actuations,
  bodyMaterials,
  DEFAULT_PRESSURE_UNIT,
  flangeStandards,
  formatLeakRate,
  formatPressure,
  type PressureUnit,
  pressureUnits,
  productFamilies,
} from '@/features/specs/specOptions'

interface FinderPageProps {
  locale: Locale
  filters: FinderFilters
  unit: PressureUnit
  /** the page of results (`page=`), from 1 */
  page: number
}

/**
 * /productFinder: every product filtered by the URL's query. A plain GET form, so it works without
 * JavaScript and each choice is a new address (shareable, the back button returns to the last one);
 * with JavaScript a change submits at once. The results come eight to a page (`page=`), which a
 * change of filters starts again from the first.
 */
export async function FinderPage({ locale, filters, unit, page }: FinderPageProps) {
  const [t, tSpecs, quoteText, catalogue, compare] = await Promise.all([
    getTranslations({ locale, namespace: 'finder.page' }),
    getTranslations({ locale, namespace: 'finder.specs' }),
    addToQuoteText(locale),
    getCatalogueProducts(),
    compareChoice(locale),
  ])
  const outcome = findProducts(catalogue, filters)
  const path = localizedHref(locale, pages.productFinder.path)
  const onPage = resultPage(outcome.results, page)
  const pageHref = (n: number) => `${path}${finderQuery(filters, { unit: unit === DEFAULT_PRESSURE_UNIT ? undefined : unit, page: n })}`
  const label = (name: FacetName, value: string | number): string => {
    switch (name) {
      case 'size':
        return `DN${value}`
      case 'flange':
        return flangeStandards[value as keyof typeof flangeStandards][locale]
      case 'actuation':
        return actuations[value as keyof typeof actuations][locale]
      case 'pressure':
        return t('pressureAtMost', { value: formatPressure(Number(value), unit) })
      case 'bakeout':
        return t('bakeoutAtLeast', { value: String(value) })
      case 'material':
        return bodyMaterials[value as keyof typeof bodyMaterials][locale]
      case 'family':
        return productFamilies[value as keyof typeof productFamilies][locale]
    }
  }
  const groups: { name: FacetName; legend: string }[] = [
    { name: 'family', legend: t('family') },
    { name: 'size', legend: t('size') },
    { name: 'flange', legend: t('flange') },
    { name: 'actuation', legend: t('actuation') },
    { name: 'pressure', legend: t('pressure') },
    { name: 'bakeout', legend: t('bakeout') },
    { name: 'material', legend: t('material') },
  ]

  const names = await getSiteNames()
  return (
    <>
      <PageBanner title={names.pages.productFinder[locale]} intro={t('intro')}>
        <Breadcrumb locale={locale} names={names} path={pages.productFinder.path} className="text-white/85" />
      </PageBanner>
      <div className={`${container} grid gap-8 py-10 lg:grid-cols-[18rem_1fr]`}>
        <AutoSubmitForm action={path} className="space-y-5" aria-label={t('filters')} data-testid="finder-filters">
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">{t('filters')}</h2>
            <Link href={path} className="text-sm text-brand underline">
              {t('reset')}
            </Link>
          </div>
          <PressureUnitSelect name="unit" label={tSpecs('pressureUnit')} value={unit} units={pressureUnits} />
          {groups.map(({ name, legend }) => (
            <fieldset
              key={name}
              className={name === 'size' ? 'finder-facet finder-facet-grid' : 'finder-facet'}
              data-testid={`filter-${name}`}
            >
              <legend>{legend}</legend>
              <div>
                {(outcome.facets[name] as FacetValue<string | number>[]).map((facet) => (
                  // no undefined props: each would be written into the page's RSC payload, for every choice
                  <label key={String(facet.value)} {...(facet.count === 0 && !facet.selected ? { className: 'finder-facet-none' } : {})}>
                    <input
                      type={singleValued(name) ? 'radio' : 'checkbox'}
                      name={name}
                      value={String(facet.value)}
                      {...(facet.selected ? { defaultChecked: true } : {})}
                    />
                    {label(name, facet.value)}
                    <span data-testid="facet-count">{facet.count}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <SystemFields
            filters={filters}
            calculatorHref={localizedHref(locale, pages.vacuumCalculator.path)}
            text={{
              legend: t('system'),
              pumpSpeed: t('pumpSpeed'),
              lineConductance: t('lineConductance'),
              effectiveSpeed: t('effectiveSpeed'),
              hint: t('systemHint'),
              calculator: t('calculatorLink'),
            }}
          />
          <button type="submit" className="w-full rounded bg-brand px-4 py-2 font-semibold text-white" data-testid="finder-apply">
            {t('apply')}
          </button>
        </AutoSubmitForm>

        <section aria-labelledby="finder-results">
          <h2 id="finder-results" className="text-lg font-semibold" data-testid="finder-count">
            {t('results', { count: outcome.results.length })}
          </h2>
          {onPage.pages > 1 ? (
            <p className="text-sm text-slate-500" data-testid="finder-range">
              {t('shownRange', { from: onPage.from, to: onPage.to })}
            </p>
          ) : null}
          {outcome.results.length === 0 ? <p className="mt-4 text-slate-600">{t('noResults')}</p> : null}
          <ul className="mt-4 grid gap-5 sm:grid-cols-2" data-testid="finder-results">
            {onPage.shown.map((result) => (
              <ResultCard
                key={result.product.key}
                result={result}
                locale={locale}
                unit={unit}
                text={{ membersOnly: t('membersOnly'), details: t('details') }}
                speedText={(size, speed) => t('effectiveSpeedAtSize', { size, speed: formatConductance(speed) })}
                specLabels={{
                  sizes: tSpecs('sizes'),
                  flanges: tSpecs('flanges'),
                  actuation: tSpecs('actuation'),
                  pressure: tSpecs('pressureRange'),
                  leakRate: tSpecs('leakRate'),
                  bakeout: tSpecs('bakeout'),
                }}
                quoteText={quoteText}
                compare={compare}
              />
            ))}
          </ul>
          {onPage.pages > 1 ? (
            <nav aria-label={t('pagesLabel')} className="mt-6 flex flex-wrap items-center gap-2 text-sm" data-testid="finder-pages">
              {onPage.page > 1 ? (
                <Link href={pageHref(onPage.page - 1)} prefetch={false} rel="prev" className={pageLinkClass}>
                  {t('previousPage')}
                </Link>
              ) : null}
              {Array.from({ length: onPage.pages }, (_, i) => i + 1).map((n) =>
                n === onPage.page ? (
                  <span key={n} aria-current="page" className={`${pageLinkClass} bg-brand font-semibold text-white`}>
                    {n}
                  </span>
                ) : (
                  <Link key={n} href={pageHref(n)} prefetch={false} aria-label={t('pageNumber', { n })} className={pageLinkClass}>
                    {n}
                  </Link>
                ),
              )}
              {onPage.page < onPage.pages ? (
                <Link href={pageHref(onPage.page + 1)} prefetch={false} rel="next" className={pageLinkClass}>
                  {t('nextPage')}
                </Link>
              ) : null}
            </nav>
          ) : null}
          <CompareBar {...compare} />
        </section>
      </div>
    </>
  )
}

const pageLinkClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded border border-slate-300 px-3'

interface ResultCardProps {
  result: FinderResult
  locale: Locale
  unit: PressureUnit
  text: { membersOnly: string; details: string }
  specLabels: Record<'sizes' | 'flanges' | 'actuation' | 'pressure' | 'leakRate' | 'bakeout', string>
  quoteText: AddToQuoteText
  compare: CompareChoice
  speedText: (size: number, speed: number) => string
}

function ResultCard({ result, locale, unit, text, specLabels, quoteText, compare, speedText }: ResultCardProps) {
  const { product, matchingSizes, systemSpeeds } = result
  const { specs } = product
  const join = (values: string[]) => values.join(locale === 'zh' ? '、' : ', ')
  const figures: [string, React.ReactNode][] = []
  if (specs.sizes.length) figures.push([specLabels.sizes, sizesWithMatches(specs.sizes, matchingSizes)])
  if (specs.flanges.length) figures.push([specLabels.flanges, join(specs.flanges.map((f) => flangeStandards[f][locale]))])
  if (specs.actuation.length) figures.push([specLabels.actuation, join(specs.actuation.map((a) => actuations[a][locale]))])
  if (specs.pressureMin !== null && specs.pressureMax !== null) {
    figures.push([specLabels.pressure, `${formatPressure(specs.pressureMin, unit)} – ${formatPressure(specs.pressureMax, unit)}`])
  }
  if (specs.leakRate !== null) figures.push([specLabels.leakRate, `≤ ${formatLeakRate(specs.leakRate, unit)}`])
  if (specs.bakeout !== null) figures.push([specLabels.bakeout, `${specs.bakeout} °C`])
  const title = product.title[locale]
  const image = product.image ? { ...product.image, alt: title } : null
  const compareKey = productKeyOfPath(product.href)

  return (
    <li className="finder-card" data-testid="finder-result">
      <div>
        <div>
          <CatalogueImage image={image} shown={{ width: 112 }} />
        </div>
        <div>
          <h3 data-testid="finder-result-title">{title}</h3>
          {specs.family ? <p>{productFamilies[specs.family][locale]}</p> : null}
        </div>
      </div>
      <dl>
        {figures.map(([name, value], index) => (
          <Fragment key={index}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {systemSpeeds.length ? (
        <ul className="finder-card-speeds" data-testid="finder-result-speeds">
          {systemSpeeds.map((entry) => (
            <li key={entry.size}>{speedText(entry.size, entry.effectiveSpeed)}</li>
          ))}
        </ul>
      ) : null}
      <div className="finder-card-actions">
        <Link href={localizedHref(locale, product.href)}>{text.details}</Link>
        {product.membersOnly ? <span>{text.membersOnly}</span> : null}
        <AddToQuote product={quoteProductOf(product, locale)} text={quoteText} initialSize={matchingSizes[0] ?? null} />
        {compareKey ? <CompareToggle productKey={compareKey} name={title} {...compare} /> : null}
      </div>
    </li>
  )
}

/** "DN63, DN80, DN100": one text, with the sizes the filters asked for marked. */
function sizesWithMatches(sizes: number[], matching: number[]): React.ReactNode[] {
  const parts: React.ReactNode[] = []
  sizes.forEach((size, index) => {
    const separator = index > 0 ? ', ' : ''
    const last = parts.at(-1)
    if (matching.includes(size)) {
      parts.push(
        separator,
        <mark key={size} data-testid="matching-size">
          {`DN${size}`}
        </mark>,
      )
    } else if (typeof last === 'string') parts[parts.length - 1] = `${last}${separator}DN${size}`
    else parts.push(`${separator}DN${size}`)
  })
  return parts
}
