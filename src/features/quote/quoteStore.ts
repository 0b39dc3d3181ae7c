'use client'

import { useSyncExternalStore } from 'react'

import { storedList } from '@/lib/storedList'

import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY, type QuoteLine } from './quoteRules'

/** A line as the browser keeps it: the product's name is kept for showing the list. */
interface StoredQuoteLine extends QuoteLine {
  title: string
}

const list = storedList<StoredQuoteLine>({ key: 'quoteList', max: QUOTE_MAX_LINES })
const empty: StoredQuoteLine[] = []

export const writeQuoteLines = (lines: readonly StoredQuoteLine[]): void => list.write(lines)

/** Adds a line, or adds to the quantity of the same product, size and flange; false when the list is full. */
export function addQuoteLine(line: StoredQuoteLine): boolean {
  const lines = list.read()
  const same = lines.findIndex(
    (l) => l.product === line.product && (l.size ?? null) === (line.size ?? null) && (l.flange ?? null) === (line.flange ?? null),
  )
  if (same >= 0) {
    const merged = {
      ...lines[same],
      quantity: Math.min(QUOTE_MAX_QUANTITY, lines[same].quantity + line.quantity),
      note: line.note || lines[same].note,
    }
    writeQuoteLines(lines.map((l, i) => (i === same ? merged : l)))
    return true
  }
  if (lines.length >= QUOTE_MAX_LINES) return false
  writeQuoteLines([...lines, line])
  return true
}

export const clearQuoteLines = () => writeQuoteLines([])

/** The list, kept in step with every change in this and other tabs; empty while rendering on the server. */
export const useQuoteLines = () => useSyncExternalStore(list.subscribe, list.read, () => empty)

/** The feedback call's optional `items` from the stored list (nothing when the list is empty). */
export function quoteItemsToSend(): { items?: QuoteLine[] } {
  const lines = list.read()
  if (lines.length === 0) return {}
  return {
    items: lines.map(({ product, size, flange, quantity, note }) => ({
      product,
      size: size ?? null,
      flange: flange ?? null,
      quantity,
      note,
    })),
  }
}
