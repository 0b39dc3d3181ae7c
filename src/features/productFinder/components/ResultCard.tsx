import type React from 'react'
import { Fragment, memo } from 'react'

import { HydrateOnUse } from '@/ui/HydrateOnUse'
import { Link } from '@/ui/Link'
import { SizedImg } from '@/ui/SizedImg'
import { StaticHtml } from '@/ui/StaticHtml'
import { productKeyOfPath } from '@/features/catalogue/productKeys'
import type { CompareChoice } from '@/features/compare/compareChoiceText'
import { CompareToggle } from '@/features/compare/components/CompareToggle'
import { holdsCompareChoice } from '@/features/compare/compareStore'
import { AddToQuote, type AddToQuoteText } from '@/features/quote/components/AddToQuote'
import { quoteProductOf } from '@/features/quote/quoteProduct'
import {
  actuations,
  flangeStandards,
  formatConductance,
  formatLeakRate,
  formatPressure,
  type PressureUnit,
  productFamilies,
} from '@/features/specs/specOptions'
import { type Locale, localizedHref } from '@/siteMap'

import type { FinderResult } from '../finder'

/** The card's words, in the page's language; `speedAtSize` has `{size}` and `{speed}` in it. */
export interface ResultCardText {
  membersOnly: string
  details: string
  speedAtSize: string
  specs: Record<'sizes' | 'flanges' | 'actuation' | 'pressure' | 'leakRate' | 'bakeout', string>
}

interface ResultCardProps {
  result: FinderResult
  locale: Locale
  unit: PressureUnit
  text: ResultCardText
  quoteText: AddToQuoteText
  compare: CompareChoice
}

/**
 * One product the finder lists: its picture, name, figures, the sizes asked for marked, and its
 * actions. Only the actions are React's to hydrate, at the page's first use: the rest is the server's
 * HTML until a change of the filters gives the card another result (memo: the finder's other renders
 * leave it as it is).
 */
export const ResultCard = memo(function ResultCard({ result, locale, unit, text, quoteText, compare }: ResultCardProps) {
  const { product, matchingSizes, systemSpeeds } = result
  const { specs } = product
  const join = (values: string[]) => values.join(locale === 'zh' ? '、' : ', ')
  const figures: [string, React.ReactNode][] = []
  if (specs.sizes.length) figures.push([text.specs.sizes, sizesWithMatches(specs.sizes, matchingSizes)])
  if (specs.flanges.length) figures.push([text.specs.flanges, join(specs.flanges.map((f) => flangeStandards[f][locale]))])
  if (specs.actuation.length) figures.push([text.specs.actuation, join(specs.actuation.map((a) => actuations[a][locale]))])
  if (specs.pressureMin !== null && specs.pressureMax !== null) {
    figures.push([text.specs.pressure, `${formatPressure(specs.pressureMin, unit)} – ${formatPressure(specs.pressureMax, unit)}`])
  }
  if (specs.leakRate !== null) figures.push([text.specs.leakRate, `≤ ${formatLeakRate(specs.leakRate, unit)}`])
  if (specs.bakeout !== null) figures.push([text.specs.bakeout, `${specs.bakeout} °C`])
  const title = product.title[locale]
  const compareKey = productKeyOfPath(product.href)

  return (
    <li className="finder-card" data-testid="finder-result">
      <StaticHtml className="contents">
        <div className="finder-card-head">
          <div>{product.image ? <SizedImg {...product.image} alt={title} className="h-auto w-full" /> : null}</div>
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
              <li key={entry.size}>
                {text.speedAtSize.replace('{size}', String(entry.size)).replace('{speed}', formatConductance(entry.effectiveSpeed))}
              </li>
            ))}
          </ul>
        ) : null}
      </StaticHtml>
      {/* what a person uses: hydrated at the page's first use, or with the page when a product is
          chosen for comparison, whose toggle then shows it pressed (decision 051) */}
      <HydrateOnUse atOnceIf={holdsCompareChoice}>
        <div className="finder-card-actions">
          <Link href={localizedHref(locale, product.href)}>{text.details}</Link>
          {product.membersOnly ? <span>{text.membersOnly}</span> : null}
          <AddToQuote product={quoteProductOf(product, locale)} text={quoteText} initialSize={matchingSizes[0] ?? null} />
          {compareKey ? <CompareToggle productKey={compareKey} name={title} {...compare} /> : null}
        </div>
      </HydrateOnUse>
    </li>
  )
})

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
