'use client'

import { Link } from '@/ui/Link'

import { compareQueryString } from '../compareAddress'
import { useCompareKeys, writeCompareKeys } from '../compareStore'
import type { CompareChoiceText } from './CompareToggle'

/** The link to the comparison of the chosen products with their number; nothing while none is chosen. */
export function CompareBar({ comparePath, text }: { comparePath: string; text: CompareChoiceText }) {
  const keys = useCompareKeys()
  if (!keys?.length) return null
  return (
    <div
      role="region"
      aria-label={text.bar}
      className="fixed right-4 bottom-4 z-30 flex items-center gap-3 rounded-full bg-brand-dark px-4 py-2 text-sm text-white shadow-lg print:hidden"
      data-testid="compare-bar"
    >
      <Link href={comparePath + compareQueryString(keys)} className="font-semibold underline underline-offset-4">
        {text.open.replace('{count}', String(keys.length))}
      </Link>
      <button type="button" onClick={() => writeCompareKeys([])} className="text-white/80 hover:text-white">
        {text.clear}
      </button>
    </div>
  )
}
