'use client'

import { useState } from 'react'

import { COMPARE_PRODUCT_PARAM } from '../compareAddress'
import { toggleCompareKey, useCompareKeys } from '../compareStore'

export interface CompareChoiceText {
  add: string
  open: string
  bar: string
  full: string
  clear: string
}

interface CompareToggleProps {
  productKey: string
  /** The product's name, read out after "Compare" by screen readers. */
  name: string
  /** The comparison's localized path (`/compare`, `/en/compare`). */
  comparePath: string
  text: CompareChoiceText
}

const look = 'rounded border border-slate-400 px-3 py-1 text-sm font-semibold text-slate-700 hover:border-brand hover:text-brand'

/**
 * "Compare": a toggle that adds the product to the chosen ones (at most four) or takes it out again.
 * Without JavaScript the same button asks for the comparison of this product alone (a GET form), so
 * the element the server writes is the one the page keeps: nothing is drawn anew when React gets
 * it, and a press or the focus that comes before stays on it.
 */
export function CompareToggle({ productKey, name, comparePath, text }: CompareToggleProps) {
  const keys = useCompareKeys()
  const [full, setFull] = useState(false)
  const chosen = keys?.includes(productKey) ?? false
  return (
    <>
      <form method="get" action={comparePath} className="contents">
        <input type="hidden" name={COMPARE_PRODUCT_PARAM} value={productKey} />
        <button
          type="submit"
          // pressed or not once the browser's list is read (on the server and while hydrating it is not)
          aria-pressed={keys === null ? undefined : chosen}
          onClick={(event) => {
            event.preventDefault()
            setFull(!toggleCompareKey(productKey))
          }}
          className={`${look} ${chosen ? 'border-brand bg-brand text-white hover:text-white' : ''}`}
          data-testid="compare-toggle"
        >
          {chosen ? '✓ ' : ''}
          {text.add}
          <span className="sr-only">{` ${name}`}</span>
        </button>
      </form>
      {full ? (
        <span role="status" className="text-xs text-amber-800">
          {text.full}
        </span>
      ) : null}
    </>
  )
}
