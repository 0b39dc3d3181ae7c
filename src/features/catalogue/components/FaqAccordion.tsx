import type { FaqEntry } from '@/features/catalogue/catalogue'

/** Questions and answers as native disclosure widgets: keyboard and screen readers work without script. */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded border border-slate-200" data-testid="faq">
      {entries.map((entry) => (
        <details key={entry.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium hover:text-brand focus-visible:outline-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
            {entry.question}
            <span aria-hidden="true" className="text-xl text-brand transition-transform group-open:rotate-45 motion-reduce:transition-none">
              +
            </span>
          </summary>
          <p className="px-4 pb-4 leading-relaxed text-slate-600">{entry.answer}</p>
        </details>
      ))}
    </div>
  )
}
