import type { Milestone } from '@/features/company/company'

/**
 * Milestones by year, oldest first (the company's development path, the Presys history). It sits
 * under an h2 of its page; each year is an h3.
 */
export function Timeline({ milestones }: { milestones: Milestone[] }) {
  return (
    <ol className="relative space-y-8 border-l-2 border-brand/30 pl-8" data-testid="timeline">
      {milestones.map((milestone) => (
        <li key={milestone.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.6rem] h-4 w-4 rounded-full border-4 border-white bg-accent shadow"
          />
          <h3 className="text-xl font-bold text-slate-900">{milestone.year}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {milestone.events.map((event) => (
              <li key={event}>{event}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}
