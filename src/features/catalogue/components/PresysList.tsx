'use client'

import { type ReactNode, useRef, useState } from 'react'

/** How many models show before "see more" on a desktop. */
const FIRST_VISIBLE = 6

interface PresysListProps {
  cards: { key: string; card: ReactNode }[]
  labels: { seeMore: string; backToTop: string }
}

/**
 * The Presys models: the first six, then "see more" reveals the rest and turns into back-to-top.
 * On a phone the CSS shows every model at once and there is nothing to reveal.
 */
export function PresysList({ cards, labels }: PresysListProps) {
  const [expanded, setExpanded] = useState(false)
  const firstRevealed = useRef<HTMLLIElement>(null)
  const hasMore = cards.length > FIRST_VISIBLE

  const seeMore = () => {
    setExpanded(true)
    // keyboard users continue at the first model that appeared
    requestAnimationFrame(() => firstRevealed.current?.querySelector('a')?.focus())
  }

  const backToTop = () => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })
    // the layout's <main id="main"> takes focus, so keyboard users start again from the top
    document.getElementById('main')?.focus({ preventScroll: true })
  }

  const button =
    'rounded border border-brand px-6 py-2 text-sm font-medium text-brand hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="presys-list">
        {cards.map(({ key, card }, index) => (
          <li
            key={key}
            ref={index === FIRST_VISIBLE ? firstRevealed : undefined}
            className={index >= FIRST_VISIBLE && !expanded ? 'md:hidden' : undefined}
          >
            {card}
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="mt-8 text-center">
          {expanded ? (
            <button type="button" onClick={backToTop} className={button}>
              {labels.backToTop}
            </button>
          ) : (
            <button type="button" onClick={seeMore} className={`hidden md:inline-block ${button}`}>
              {labels.seeMore}
            </button>
          )}
        </div>
      ) : null}
    </>
  )
}
