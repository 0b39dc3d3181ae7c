'use client'

import type React from 'react'
import { useRef, useState } from 'react'

/**
 * Items beyond the first few: in the page's HTML from the start, shown by the "see more" button,
 * which then disappears (spec: News). Focus moves to what was revealed.
 */
export function SeeMore({ label, children, className = '' }: { label: string; children: React.ReactNode; className?: string }) {
  const [shown, setShown] = useState(false)
  const revealed = useRef<HTMLDivElement>(null)
  return (
    <>
      <div ref={revealed} hidden={!shown} tabIndex={-1} className={`focus:outline-none ${className}`}>
        {children}
      </div>
      {!shown && (
        <div className="mt-10 text-center">
          <button
            type="button"
            onClick={() => {
              setShown(true)
              requestAnimationFrame(() => revealed.current?.focus())
            }}
            className="rounded border border-brand px-8 py-2.5 font-medium text-brand hover:bg-brand-light"
          >
            {label}
          </button>
        </div>
      )}
    </>
  )
}
