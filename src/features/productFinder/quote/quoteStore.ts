'use client'

import { useSyncExternalStore } from 'react'

import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY, type QuoteLine } from './quoteRules'

/** A line as the browser keeps it: the product's name is kept for showing the list. */
interface StoredQuoteLine extends QuoteLine {
  title: string
}

const STORAGE_KEY = 'quoteList'
const CHANGED = 'quote-list-changed'
const empty: StoredQuoteLine[] = []

let cachedText: string | null = null
let cachedLines: StoredQuoteLine[] = empty

/** The stored list; the same array as long as the stored text is the same (useSyncExternalStore). */
function readQuoteLines(): StoredQuoteLine[] {
  if (typeof window === 'undefined') return empty
  let text: string | null = null
  try {
    text = window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return empty
  }
  if (text === cachedText) return cachedLines
  cachedText = text
  try {
    const parsed: unknown = text ? JSON.parse(text) : []
    cachedLines = Array.isArray(parsed) ? (parsed as StoredQuoteLine[]).slice(0, QUOTE_MAX_LINES) : empty
  } catch {
    cachedLines = empty
  }
  return cachedLines
}

export function writeQuoteLines(lines: StoredQuoteLine[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(lines.slice(0, QUOTE_MAX_LINES)))
  } catch {
    // private mode or a full storage: the list lives as long as the page
  }
  window.dispatchEvent(new Event(CHANGED))
}

/** Adds a line, or adds to the quantity of the same product, size and flange; false when the list is full. */
export function addQuoteLine(line: StoredQuoteLine): boolean {
  const lines = readQuoteLines()
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

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange)
  window.addEventListener('storage', onChange) // another tab changed it
  return () => {
    window.removeEventListener(CHANGED, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The list, kept in step with every change in this and other tabs; empty while rendering on the server. */
export const useQuoteLines = () => useSyncExternalStore(subscribe, readQuoteLines, () => empty)

/** The feedback call's optional `items` from the stored list (nothing when the list is empty). */
export function quoteItemsToSend(): { items?: QuoteLine[] } {
  const lines = readQuoteLines()
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
