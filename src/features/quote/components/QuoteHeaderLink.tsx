'use client'

import { Link } from '@/ui/Link'

import { useQuoteLines } from '../quoteStore'

/** The header's link to the quote list with the number of lines (hidden while the list is empty). */
export function QuoteHeaderLink({ href, label }: { href: string; label: string }) {
  const lines = useQuoteLines()
  if (lines.length === 0) return null
  return (
    <Link href={href} className="inline-flex items-center gap-1 whitespace-nowrap" data-testid="quote-header-link">
      {label}
      <span className="rounded-full bg-amber-400 px-1.5 text-xs font-bold text-brand-dark" data-testid="quote-count">
        {lines.length}
      </span>
    </Link>
  )
}
