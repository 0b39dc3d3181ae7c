import type React from 'react'

/** A titled part of a member's page, named by its heading for screen readers. */
export function MemberSection({
  id,
  heading,
  className = 'mt-8',
  children,
}: {
  id: string
  heading: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-xl font-bold text-brand">
        {heading}
      </h2>
      {children}
    </section>
  )
}

/** The line a member's list shows while it is empty. */
export const EmptyNote = ({ children, testId }: { children: React.ReactNode; testId?: string }) => (
  <p className="text-sm text-slate-600" data-testid={testId}>
    {children}
  </p>
)

/**
 * A member's table: it scrolls sideways on a phone rather than squeezing its columns. A column
 * without a visible heading (a row's button) names itself for screen readers.
 */
export function MemberTable({
  columns,
  testId,
  children,
}: {
  columns: (string | { hidden: string })[]
  testId?: string
  children: React.ReactNode
}) {
  return (
    <div className="overflow-x-auto">
      <table
        className="w-full border-collapse text-left text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:p-2 [&_th]:p-2 [&_th]:font-semibold"
        data-testid={testId}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={typeof column === 'string' ? column : column.hidden}>
                {typeof column === 'string' ? column : <span className="sr-only">{column.hidden}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
