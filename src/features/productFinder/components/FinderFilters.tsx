'use client'

import type React from 'react'
import { useDeferredValue, useMemo, useRef } from 'react'

import { PressureUnitSelect } from '@/features/specs/components/PressureUnitSelect'
import { type FacetName, singleValued } from '@/features/specs/requirements'
import { actuations, bodyMaterials, flangeStandards, formatPressure, pressureUnits, productFamilies } from '@/features/specs/specOptions'
import type { Locale } from '@/siteMap'

import { type FacetValue, finderFacets, type FinderProduct } from '../finder'
import { queryOf, type View, viewOf } from '../view'
import type { FinderText } from './FinderView'
import { SystemFields } from './SystemFields'

const groups: FacetName[] = ['family', 'size', 'flange', 'actuation', 'pressure', 'bakeout', 'material']

interface FinderFiltersProps {
  locale: Locale
  /** the finder's own address in this language, where the form without JavaScript asks the server */
  path: string
  view: View
  /** every product, whose counts for each filter value the form shows (counted here: the results need none) */
  catalogue: readonly FinderProduct[]
  text: FinderText
  calculatorHref: string
  /** the link that clears every filter */
  reset: React.ReactNode
  /** answers a view in the page: a choice is a new entry of the history, a typed figure replaces it */
  show: (next: View, history: 'push' | 'replace') => void
}

/**
 * The finder's filters: a GET form to the finder's own address, which the server answers without
 * JavaScript; with it, each change is answered in the page (`show`), and the form keeps what the
 * visitor chose.
 */
export function FinderFilters({ locale, path, view, catalogue, text, calculatorHref, reset, show }: FinderFiltersProps) {
  // the counts beside the choices follow the results in a render of their own, after they are on screen
  const countedFilters = useDeferredValue(view.filters)
  const facets = useMemo(() => finderFacets(catalogue, countedFilters), [catalogue, countedFilters])
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

  return (
    <form
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
        {reset}
      </div>
      <PressureUnitSelect name="unit" label={text.pressureUnit} value={view.unit} units={pressureUnits} />
      {groups.map((name) => (
        <fieldset key={name} className={name === 'size' ? 'finder-facet finder-facet-grid' : 'finder-facet'} data-testid={`filter-${name}`}>
          <legend>{text.legends[name]}</legend>
          <div>
            {(facets[name] as FacetValue<string | number>[]).map((facet) => (
              <label key={String(facet.value)} className={facet.count === 0 && !facet.selected ? 'finder-facet-none' : undefined}>
                <input
                  type={singleValued(name) ? 'radio' : 'checkbox'}
                  name={name}
                  value={String(facet.value)}
                  defaultChecked={facet.selected}
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
  )
}
