'use client'

import { useEffect, useRef, useState } from 'react'

import type { AddToQuoteText } from './AddToQuote'
import type { QuoteProduct } from '../quoteProduct'
import { QUOTE_MAX_QUANTITY, QUOTE_NOTE_MAX } from '../quoteRules'
import { addQuoteLine } from '../quoteStore'

interface AddToQuoteDialogProps {
  product: QuoteProduct
  text: AddToQuoteText
  initialSize: number | null
  initialNote?: string
  onClose: () => void
}

/** The add-to-quote form in a modal dialog; the line goes to the browser's quote list. */
export default function AddToQuoteDialog({ product, text, initialSize, initialNote, onClose }: AddToQuoteDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [message, setMessage] = useState('')
  useEffect(() => {
    dialog.current?.showModal()
  }, [])

  function submit(form: HTMLFormElement) {
    const data = new FormData(form)
    const size = Number(data.get('size')) || null
    const quantity = Math.round(Number(data.get('quantity')))
    if (!(quantity >= 1 && quantity <= QUOTE_MAX_QUANTITY)) return
    const added = addQuoteLine({
      product: product.key,
      title: product.title,
      size,
      flange: String(data.get('flange') ?? '') || null,
      quantity,
      note:
        String(data.get('note') ?? '')
          .trim()
          .slice(0, QUOTE_NOTE_MAX) || undefined,
    })
    if (!added) return setMessage(text.full)
    setMessage(text.added)
    setTimeout(onClose, 600)
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="add-to-quote-title"
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded p-5 backdrop:bg-black/40"
      data-testid="add-to-quote-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit(event.currentTarget)
        }}
        className="space-y-3 text-sm"
      >
        <h2 id="add-to-quote-title" className="text-base font-semibold text-brand">
          {text.add}: {product.title}
        </h2>
        {product.sizes.length ? (
          <label className="block">
            <span className="text-slate-600">{text.size}</span>
            <select
              name="size"
              defaultValue={initialSize ?? product.sizes[0]}
              className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
            >
              {product.sizes.map((size) => (
                <option key={size} value={size}>
                  DN{size}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {product.flanges.length ? (
          <label className="block">
            <span className="text-slate-600">{text.flange}</span>
            <select name="flange" className="mt-1 block w-full rounded border border-slate-300 px-2 py-1">
              {product.flanges.map((flange) => (
                <option key={flange.value} value={flange.value}>
                  {flange.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="block">
          <span className="text-slate-600">{text.quantity}</span>
          <input
            name="quantity"
            type="number"
            min={1}
            max={QUOTE_MAX_QUANTITY}
            step={1}
            required
            defaultValue={1}
            className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
          />
        </label>
        <label className="block">
          <span className="text-slate-600">{text.note}</span>
          <input
            name="note"
            maxLength={QUOTE_NOTE_MAX}
            defaultValue={initialNote}
            className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
          />
        </label>
        <p role="status" className="min-h-5 text-emerald-700">
          {message}
        </p>
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className="rounded px-3 py-1 text-slate-600">
            {text.close}
          </button>
          <button type="submit" className="rounded bg-brand px-4 py-1 font-semibold text-white" data-testid="add-to-quote-confirm">
            {text.add}
          </button>
        </div>
      </form>
    </dialog>
  )
}
