'use client'

import { Link } from '@/ui/Link'
import { useId, useRef, useState } from 'react'

import { ChevronIcon } from '@/ui/ChevronIcon'
import type { JobDepartmentView } from '@/features/company/company'

export interface RecruitmentText {
  type: string
  planPeople: string
  duties: string
  salary: string
  consult: string
  moreJobs: string
  backHome: string
  /** Per department: "{count} people" already formatted, by job id. */
  people: Record<string, string>
  /** By job id: "8000-16000 yuan/month". */
  salaries: Record<string, string>
}

/**
 * The departments as an accordion (only the first open at first, one open at a time), then the
 * link at the foot: its first click shows the departments held back, its second goes home.
 */
export function DepartmentAccordion({
  departments,
  initiallyShown,
  text,
  contactHref,
  homeHref,
}: {
  departments: JobDepartmentView[]
  initiallyShown: number
  text: RecruitmentText
  contactHref: string
  homeHref: string
}) {
  const baseId = useId()
  const [openIndex, setOpenIndex] = useState<number | null>(0)
  const [showAll, setShowAll] = useState(departments.length <= initiallyShown)
  const firstRevealed = useRef<HTMLButtonElement>(null)

  return (
    <>
      <div className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {departments.map((department, index) => {
          const open = openIndex === index
          const headerId = `${baseId}-header-${index}`
          const panelId = `${baseId}-panel-${index}`
          return (
            <section key={department.id} hidden={!showAll && index >= initiallyShown}>
              <h2>
                <button
                  id={headerId}
                  ref={index === initiallyShown ? firstRevealed : undefined}
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenIndex(open ? null : index)}
                  className={`flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-bold ${open ? 'bg-brand text-white' : 'bg-white text-slate-900 hover:bg-brand-light'}`}
                >
                  {department.name}
                  <ChevronIcon open={open} className="h-5 w-5" />
                </button>
              </h2>
              <div id={panelId} role="region" aria-labelledby={headerId} hidden={!open} className="bg-slate-50 p-5">
                <ul className="space-y-5">
                  {department.jobs.map((job) => (
                    <li key={job.id} className="rounded-lg border border-slate-200 bg-white p-5">
                      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
                        <dt className="font-semibold text-slate-600">{text.type}</dt>
                        <dd className="font-bold text-brand">{job.type}</dd>
                        <dt className="font-semibold text-slate-600">{text.planPeople}</dt>
                        <dd>{text.people[job.id]}</dd>
                        <dt className="font-semibold text-slate-600">{text.duties}</dt>
                        <dd>
                          <ul className="space-y-1 leading-relaxed text-slate-700">
                            {job.duties.map((duty) => (
                              <li key={duty}>{duty}</li>
                            ))}
                          </ul>
                        </dd>
                        <dt className="font-semibold text-slate-600">{text.salary}</dt>
                        <dd className="font-medium text-accent-strong">{text.salaries[job.id]}</dd>
                      </dl>
                      <Link
                        href={contactHref}
                        className="mt-4 inline-flex rounded bg-accent-strong px-5 py-2 font-medium text-white hover:bg-orange-800"
                      >
                        {text.consult}
                        <span className="sr-only">: {job.type}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          )
        })}
      </div>
      <div className="mt-10 text-center">
        <a
          href={homeHref}
          onClick={(event) => {
            if (showAll) return
            event.preventDefault()
            setShowAll(true)
            requestAnimationFrame(() => firstRevealed.current?.focus())
          }}
          className="inline-flex rounded border border-brand px-8 py-2.5 font-medium text-brand hover:bg-brand-light"
        >
          {showAll ? text.backHome : text.moreJobs}
        </a>
      </div>
    </>
  )
}
