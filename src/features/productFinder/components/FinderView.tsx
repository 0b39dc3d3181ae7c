'use client'

import { useSearchParams } from 'next/navigation'
import type React from 'react'
import { Fragment, useEffect, useMemo, useState } from 'react'

import { CompareBar } from '@/features/compare/components/CompareBar'
import type { CompareChoice } from '@/features/compare/compareChoiceText'
import type { AddToQuoteText } from '@/features/quote/components/AddToQuote'
import { type FacetName, parseFinderFilters } from '@/features/specs/requirements'
import type { Locale } from '@/siteMap'
import { isPlainClick, Link } from '@/ui/Link'
import { HydrateOnUse } from '@/ui/HydrateOnUse'
import { markReady } from '@/ui/markReady'

import { findProducts, type FinderProduct } from '../finder'
import { resultPage } from '../resultPages'
import { queryOf, type View, viewOf } from '../view'
import { FinderFilters } from './FinderFilters'
import { ResultCard, type ResultCardText } from './ResultCard'
import type { SystemFieldsText } from './SystemFields'

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
    // the address follows once the results are on screen: Next's router copies its tree into each entry
    // of the history and draws its tree again for the new address, milliseconds a phone's visitor
    // would otherwise wait for the results (the changes keep their order)
    afterPaint(() => {
      if (history === 'push') window.history.pushState(null, '', href)
      else window.history.replaceState(null, '', href)
    })
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
        <FinderFilters
          key={formVersion}
          locale={locale}
          path={path}
          view={view}
          catalogue={catalogue}
          text={text}
          calculatorHref={calculatorHref}
          reset={finderLink(
            { filters: parseFinderFilters({}), unit: view.unit, page: 1 },
            { className: 'text-sm text-brand underline', children: text.reset },
            { remakeForm: true },
          )}
          show={show}
        />
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
          // links a person follows: hydrated at the page's first use, a click on one included (decision 050)
          <HydrateOnUse>
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
          </HydrateOnUse>
        ) : null}
        <CompareBar {...compare} />
      </section>
    </>
  )
}

/** Runs `task` after the browser has drawn the changes of this event (at once in a tab out of sight, which draws nothing). */
const afterPaint = (task: () => void) => {
  if (document.hidden) task()
  else requestAnimationFrame(() => setTimeout(task))
}

const pageLinkClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded border border-slate-300 px-3'
