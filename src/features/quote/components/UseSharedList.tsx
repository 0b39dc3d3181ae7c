'use client'

import { Link } from '@/ui/Link'
import { useState } from 'react'

import { addQuoteLine } from '../quoteStore'

export interface SharedLineToUse {
  product: string
  title: string
  size: number | null
  flange: string | null
  quantity: number
  note: string
}

/** Copies a shared list into this browser's quote list (lines already there add up), then points to it. */
export function UseSharedList({
  lines,
  listHref,
  text,
}: {
  lines: SharedLineToUse[]
  listHref: string
  text: { useList: string; used: string; openList: string }
}) {
  const [used, setUsed] = useState(false)
  return (
    <div className="mt-6 flex flex-wrap items-center gap-4">
      <button
        type="button"
        className="button-link bg-brand text-white hover:bg-brand-dark"
        onClick={() => {
          for (const line of lines) addQuoteLine({ ...line, note: line.note || undefined })
          setUsed(true)
        }}
      >
        {text.useList}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {used && (
          <>
            {text.used}{' '}
            <Link href={listHref} className="font-medium text-brand underline">
              {text.openList}
            </Link>
          </>
        )}
      </p>
    </div>
  )
}
