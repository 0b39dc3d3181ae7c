'use client'

import { lazy, Suspense, useState } from 'react'

import type { QuoteProduct } from '../quoteProduct'

export interface AddToQuoteText {
  add: string
  size: string
  flange: string
  quantity: string
  note: string
  noSize: string
  added: string
  close: string
  full: string
}

// the dialog's code loads on the first click, not with every page that shows the button
const AddToQuoteDialog = lazy(() => import('./AddToQuoteDialog'))

interface AddToQuoteProps {
  product: QuoteProduct
  text: AddToQuoteText
  initialSize?: number | null
  /** A note filled in beforehand, such as the calculation that chose the size. */
  initialNote?: string
}

/** "Add to quote": opens a small form for size, flange, quantity and note. */
export function AddToQuote({ product, text, initialSize, initialNote }: AddToQuoteProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded border border-brand px-3 py-1 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
        data-testid="add-to-quote"
      >
        {text.add}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AddToQuoteDialog
            product={product}
            text={text}
            initialSize={initialSize ?? null}
            initialNote={initialNote}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
