'use client'

import { QUOTE_MAX_QUANTITY } from '../quoteRules'
import { useQuoteLines, writeQuoteLines } from '../quoteStore'
import { ShareQuoteList, type ShareQuoteListText } from './ShareQuoteList'

export interface QuoteListText {
  heading: string
  product: string
  empty: string
  hint: string
  size: string
  flange: string
  quantity: string
  note: string
  remove: string
  share: ShareQuoteListText
}

/** The quote list on the contact page: change quantities, remove lines; sent with the message below. */
export function QuoteListPanel({ text }: { text: QuoteListText }) {
  const lines = useQuoteLines()
  return (
    <section
      id="quote"
      aria-labelledby="quote-heading"
      className="mt-12 scroll-mt-24 rounded-lg bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="quote-heading" className="text-xl font-semibold text-slate-900">
        {text.heading}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{text.empty}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{text.hint}</p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="quote-lines">
              <thead>
                <tr className="text-slate-500">
                  <th scope="col" className="py-2 pr-3 font-normal">
                    {text.product}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-normal">
                    {text.size}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-normal">
                    {text.flange}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-normal">
                    {text.quantity}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-normal">
                    {text.note}
                  </th>
                  <th scope="col" className="py-2 font-normal">
                    <span className="sr-only">{text.remove}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => (
                  <tr key={`${line.product}-${line.size}-${line.flange}`} className="border-t border-slate-200" data-testid="quote-line">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {line.title}
                    </th>
                    <td className="py-2 pr-3">{line.size ? `DN${line.size}` : '—'}</td>
                    <td className="py-2 pr-3">{line.flange ?? '—'}</td>
                    <td className="py-2 pr-3">
                      <input
                        type="number"
                        min={1}
                        max={QUOTE_MAX_QUANTITY}
                        value={line.quantity}
                        aria-label={`${text.quantity}: ${line.title}`}
                        className="w-20 rounded border border-slate-300 px-2 py-1"
                        onChange={(event) => {
                          const quantity = Math.min(QUOTE_MAX_QUANTITY, Math.max(1, Math.round(Number(event.target.value)) || 1))
                          writeQuoteLines(lines.map((l, i) => (i === index ? { ...l, quantity } : l)))
                        }}
                      />
                    </td>
                    <td className="py-2 pr-3 text-slate-600">{line.note ?? ''}</td>
                    <td className="py-2">
                      <button
                        type="button"
                        className="text-red-700 underline"
                        onClick={() => writeQuoteLines(lines.filter((_, i) => i !== index))}
                      >
                        {text.remove}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ShareQuoteList text={text.share} />
        </>
      )}
    </section>
  )
}
