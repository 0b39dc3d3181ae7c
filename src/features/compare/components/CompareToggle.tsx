'use client'

import { Link } from '@/ui/Link'
import { useState } from 'react'

import { compareQueryString } from '../compareAddress'
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
 * "Compare": without JavaScript a link to the comparison of this product alone; with it a toggle
 * that adds the product to the chosen ones (at most four) or takes it out again.
 */
export function CompareToggle({ productKey, name, comparePath, text }: CompareToggleProps) {
  const keys = useCompareKeys()
  const [full, setFull] = useState(false)
  const label = (
    <>
      {text.add}
      <span className="sr-only">{` ${name}`}</span>
    </>
  )
  if (keys === null) {
    return (
      <Link href={comparePath + compareQueryString([productKey])} prefetch={false} className={look} data-testid="compare-toggle">
        {label}
      </Link>
    )
  }
  const chosen = keys.includes(productKey)
  return (
    <>
      <button
        type="button"
        aria-pressed={chosen}
        onClick={() => setFull(!toggleCompareKey(productKey))}
        className={`${look} ${chosen ? 'border-brand bg-brand text-white hover:text-white' : ''}`}
        data-testid="compare-toggle"
      >
        {chosen ? '✓ ' : ''}
        {label}
      </button>
      {full ? (
        <span role="status" className="text-xs text-amber-800">
          {text.full}
        </span>
      ) : null}
    </>
  )
}
