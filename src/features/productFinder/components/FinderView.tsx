'use client'

import { useSearchParams } from 'next/navigation'
import type React from 'react'
import { Fragment, useEffect, useMemo, useRef, useState } from 'react'

import { CompareBar } from '@/features/compare/components/CompareBar'
import type { CompareChoice } from '@/features/compare/compareChoiceText'
import type { AddToQuoteText } from '@/features/quote/components/AddToQuote'
import { PressureUnitSelect } from '@/features/specs/components/PressureUnitSelect'
import { pressureUnitOr } from '@/features/specs/pressureUnit'
import { type FacetName, type FinderFilters, finderQuery, parseFinderFilters, singleValued } from '@/features/specs/requirements'
import {
  actuations,
  bodyMaterials,
  DEFAULT_PRESSURE_UNIT,
  flangeStandards,
  formatPressure,
  type PressureUnit,
  pressureUnits,
  productFamilies,
} from '@/features/specs/specOptions'
import type { Locale } from '@/siteMap'
import { isPlainClick, Link } from '@/ui/Link'
import { HydrateOnUse } from '@/ui/HydrateOnUse'
import { markReady } from '@/ui/markReady'

import { type FacetValue, findProducts, type FinderProduct } from '../finder'
import { pageParam, resultPage } from '../resultPages'
import { ResultCard, type ResultCardText } from './ResultCard'
import { SystemFields, type SystemFieldsText } from './SystemFields'

/**
 * The finder's words in the page's language. `{value}`, `{from}`, `{to}`, `{n}` and `{count}` are
 * filled in here; `results` has one text for no product, one for a single product and one for more.
 */
export interface FinderText {
  filters: string
  reset: string
  pressureUnit: string
  apply: string
  legends: Record<FacetName, string>
  pressureAtMost: string
  bakeoutAtLeast: string
  results: { none: string; one: string; more: string }
  shownRange: string
  noResults: string
  pagesLabel: string
  previousPage: string
  nextPage: string
  pageNumber: string
  system: SystemFieldsText
  card: ResultCardText
}

interface FinderViewProps {
  locale: Locale
  /** the finder's own address in this language, without a query */
  path: string
  /** every product, as the finder keeps it (finderProductOf) */
  catalogue: readonly FinderProduct[]
  text: FinderText
  quoteText: AddToQuoteText
  compare: CompareChoice
  calculatorHref: string
}

interface View {
  filters: FinderFilters
  unit: PressureUnit
  page: number
}

/** What an address's query asks of the finder (what it does not understand is left out). */
function viewOf(params: URLSearchParams): View {
  const raw: Record<string, string[]> = {}
  for (const [name, value] of params) (raw[name] ??= []).push(value)
  return { filters: parseFinderFilters(raw), unit: pressureUnitOr(params.get('unit')), page: pageParam(params.get('page') ?? undefined) }
}

/** The search part of a view's address, as the server writes its links ('' for the bare finder). */
const queryOf = ({ filters, unit, page }: View) => finderQuery(filters, { unit: unit === DEFAULT_PRESSURE_UNIT ? undefined : unit, page })

const groups: FacetName[] = ['family', 'size', 'flange', 'actuation', 'pressure', 'bakeout', 'material']

/**
 * The finder's filters and results. The server renders it for the address it was asked (the whole
 * answer, for a shared link and for a browser without JavaScript, whose GET form asks the server
 * again). With JavaScript every change is answered here from the catalogue the page brought along
 * (findProducts, the server's own function), and the address follows: a choice is a new entry of the
 * history, typing a figure replaces the entry, and back and forward show their address's choices.
 */
export function FinderView({ locale, path, catalogue, text, quoteText, compare, calculatorHref }: FinderViewProps) {
  const params = useSearchParams()
  const [view, setView] = useState(() => viewOf(params))
  // the form's inputs keep what the visitor chose; they are made anew when the address changes
  // under them (back, forward, the reset link, a link to the finder), to show that address's choices
  const [formVersion, setFormVersion] = useState(0)
  const follow = (search: URLSearchParams) => {
    const next = viewOf(search)
    if (queryOf(next) === queryOf(view)) return
    setView(next)
    setFormVersion((version) => version + 1)
  }

  // back and forward: the address the browser went to, read when it goes there (the router's own
  // search parameters follow later, in a transition, and may still be on the page left)
  useEffect(() => {
    const followAddress = () => {
      setView(viewOf(new URLSearchParams(window.location.search)))
      setFormVersion((version) => version + 1)
    }
    window.addEventListener('popstate', followAddress)
    return () => window.removeEventListener('popstate', followAddress)
  }, [])

  // a link of the site to the finder with another query, which the router follows without making
  // the page anew: followed once the router's parameters are those of the address itself (a late
  // update for an address already left is not)
  const query = params.toString()
  const [seenQuery, setSeenQuery] = useState(query)
  if (query !== seenQuery) {
    setSeenQuery(query)
    if (typeof window !== 'undefined' && new URLSearchParams(window.location.search).toString() === query) follow(params)
  }

  const outcome = useMemo(() => findProducts(catalogue, view.filters), [catalogue, view.filters])
  const onPage = resultPage(outcome.results, view.page)
  const hrefOf = (next: View) => `${path}${queryOf(next)}`

  const show = (next: View, history: 'push' | 'replace', { remakeForm = false } = {}) => {
    setView(next)
    if (remakeForm) setFormVersion((version) => version + 1)
    const href = hrefOf(next)
    if (history === 'push') window.history.pushState(null, '', href)
    else window.history.replaceState(null, '', href)
  }

  /** The form's choices as they stand: a change of filters starts again from the first page. */
  const fromForm = (form: HTMLFormElement): View => {
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.append(name, value)
    const next = viewOf(params)
    const sameFilters = queryOf({ ...next, unit: view.unit, page: 1 }) === queryOf({ ...view, page: 1 })
    return { ...next, page: sameFilters ? view.page : 1 }
  }

  // a choice the form holds that the page has not answered, seen when React gets the form: one made
  // before the page's script ran, or the click that hydrates the form when it comes alone (as an
  // assistive tool may send it, with no pointer or key before it), which ticks the box before React has it
  const formSeen = useRef<HTMLFormElement | null>(null)
  const answerWhatTheFormHolds = (form: HTMLFormElement | null) => {
    if (!form || form === formSeen.current) return
    formSeen.current = form
    const held = fromForm(form)
    if (queryOf(held) !== queryOf(view)) show(held, 'push')
  }

  const label = (name: FacetName, value: string | number): string => {
    switch (name) {
      case 'size':
        return `DN${value}`
      case 'flange':
        return flangeStandards[value as keyof typeof flangeStandards][locale]
      case 'actuation':
        return actuations[value as keyof typeof actuations][locale]
      case 'pressure':
        return text.pressureAtMost.replace('{value}', formatPressure(Number(value), view.unit))
      case 'bakeout':
        return text.bakeoutAtLeast.replace('{value}', String(value))
      case 'material':
        return bodyMaterials[value as keyof typeof bodyMaterials][locale]
      case 'family':
        return productFamilies[value as keyof typeof productFamilies][locale]
    }
  }

  const count = outcome.results.length
  const resultsText = count === 0 ? text.results.none : count === 1 ? text.results.one : text.results.more.replace('{count}', String(count))
  /** A link of the finder's own: the server's address without JavaScript, an answer on this page with it. */
  const finderLink = (next: View, props: React.ComponentProps<'a'>, { remakeForm = false } = {}) => (
    <Link
      {...props}
      href={hrefOf(next)}
      // answered in the page: nothing to fetch ahead (each filter's page would be a render on the server)
      prefetch={false}
      onClick={(event) => {
        if (!isPlainClick(event)) return
        event.preventDefault()
        show(next, 'push', { remakeForm })
        if (!remakeForm) document.getElementById('finder-results')?.scrollIntoView({ block: 'nearest' })
      }}
    />
  )

  return (
    <>
      {/* the filters answer a person only: hydrated at the page's first use, whose change they are then
          handed (decision 050) */}
      <HydrateOnUse>
        <form
          key={formVersion}
          method="get"
          action={path}
          className="space-y-5"
          aria-label={text.filters}
          data-testid="finder-filters"
          ref={answerWhatTheFormHolds}
          onChange={(event) => {
            // typing a figure replaces the address; a choice is a step of its own
            const typed = (event.target as { type?: string }).type === 'number'
            show(fromForm(event.currentTarget), typed ? 'replace' : 'push')
          }}
          onSubmit={(event) => {
            event.preventDefault()
            show(fromForm(event.currentTarget), 'push')
          }}
        >
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">{text.filters}</h2>
            {finderLink(
              { filters: parseFinderFilters({}), unit: view.unit, page: 1 },
              { className: 'text-sm text-brand underline', children: text.reset },
              { remakeForm: true },
            )}
          </div>
          <PressureUnitSelect name="unit" label={text.pressureUnit} value={view.unit} units={pressureUnits} />
          {groups.map((name) => (
            <fieldset
              key={name}
              className={name === 'size' ? 'finder-facet finder-facet-grid' : 'finder-facet'}
              data-testid={`filter-${name}`}
            >
              <legend>{text.legends[name]}</legend>
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
          <SystemFields filters={view.filters} calculatorHref={calculatorHref} text={text.system} />
          <button type="submit" className="w-full rounded bg-brand px-4 py-2 font-semibold text-white" data-testid="finder-apply">
            {text.apply}
          </button>
        </form>
      </HydrateOnUse>

      {/* the page's script has the finder: from here a change of the form is answered in the page (until
          then it is the GET form's, answered by the server on "apply") */}
      <section aria-labelledby="finder-results" data-testid="finder-answers" ref={markReady}>
        <h2 id="finder-results" className="text-lg font-semibold" data-testid="finder-count" aria-live="polite">
          {resultsText}
        </h2>
        {onPage.pages > 1 ? (
          <p className="text-sm text-slate-500" data-testid="finder-range">
            {text.shownRange.replace('{from}', String(onPage.from)).replace('{to}', String(onPage.to))}
          </p>
        ) : null}
        {count === 0 ? <p className="mt-4 text-slate-600">{text.noResults}</p> : null}
        <ul className="mt-4 grid gap-5 sm:grid-cols-2" data-testid="finder-results">
          {onPage.shown.map((result) => (
            <ResultCard
              key={result.product.key}
              result={result}
              locale={locale}
              unit={view.unit}
              text={text.card}
              quoteText={quoteText}
              compare={compare}
            />
          ))}
        </ul>
        {onPage.pages > 1 ? (
          <nav aria-label={text.pagesLabel} className="mt-6 flex flex-wrap items-center gap-2 text-sm" data-testid="finder-pages">
            {onPage.page > 1
              ? finderLink({ ...view, page: onPage.page - 1 }, { rel: 'prev', className: pageLinkClass, children: text.previousPage })
              : null}
            {Array.from({ length: onPage.pages }, (_, i) => i + 1).map((n) =>
              n === onPage.page ? (
                <span key={n} aria-current="page" className={`${pageLinkClass} bg-brand font-semibold text-white`}>
                  {n}
                </span>
              ) : (
                <Fragment key={n}>
                  {finderLink(
                    { ...view, page: n },
                    { 'aria-label': text.pageNumber.replace('{n}', String(n)), className: pageLinkClass, children: n },
                  )}
                </Fragment>
              ),
            )}
            {onPage.page < onPage.pages
              ? finderLink({ ...view, page: onPage.page + 1 }, { rel: 'next', className: pageLinkClass, children: text.nextPage })
              : null}
          </nav>
        ) : null}
        <CompareBar {...compare} />
      </section>
    </>
  )
}

const pageLinkClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded border border-slate-300 px-3'
