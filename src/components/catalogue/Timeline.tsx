import type { TimelineEntry } from '@/domain/catalogue'

/** Milestones by year, oldest first, as an ordered list. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative border-l-2 border-brand/30 pl-6" data-testid="timeline">
      {entries.map((entry) => (
        <li key={entry.year} className="relative pb-8 last:pb-0">
          <span aria-hidden="true" className="absolute top-1.5 -left-[33px] h-4 w-4 rounded-full border-2 border-white bg-brand" />
          <h2 className="text-xl font-bold text-brand">{entry.year}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {entry.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}
