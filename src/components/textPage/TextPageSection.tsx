import type React from 'react'

/**
 * A titled part that a text page adds under its text (the valve types, questions and answers, a
 * timeline). A timeline keeps more room under its heading; `flush` drops the space above.
 */
export function TextPageSection({
  id,
  heading,
  timeline = false,
  flush = false,
  children,
}: {
  id: string
  heading: string
  timeline?: boolean
  flush?: boolean
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className={flush ? undefined : 'mt-12'}>
      <h2 id={id} className={`${timeline ? 'mb-8' : 'mb-6'} text-2xl font-bold text-brand`}>
        {heading}
      </h2>
      {children}
    </section>
  )
}
