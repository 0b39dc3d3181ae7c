'use client'

/**
 * A short list the browser keeps in localStorage (the quote list, the products to compare), read
 * through React's `useSyncExternalStore`: `read` returns the same array as long as the stored
 * text is the same, and every write, in this tab or another, tells the subscribers.
 */
export interface StoredList<T> {
  read: () => T[]
  write: (items: readonly T[]) => void
  subscribe: (onChange: () => void) => () => void
}

export function storedList<T>({
  key,
  max,
  keep,
}: {
  /** the localStorage key; its change event is `<key>-changed` */
  key: string
  /** more items than this are never read nor written */
  max: number
  /** items stored by an older page that no longer fit are left out when read */
  keep?: (item: unknown) => item is T
}): StoredList<T> {
  const changed = `${key}-changed`
  const empty: T[] = []
  let cachedText: string | null = null
  let cached: T[] = empty
  // private mode or a full storage: the list lives as long as the page
  let unsaved: T[] | null = null

  function read(): T[] {
    if (typeof window === 'undefined') return empty
    let text: string | null
    try {
      text = window.localStorage.getItem(key)
    } catch {
      return unsaved ?? empty
    }
    if (unsaved) return unsaved
    if (text === cachedText) return cached
    cachedText = text
    try {
      const parsed: unknown = text ? JSON.parse(text) : []
      cached = Array.isArray(parsed) ? (keep ? parsed.filter(keep) : (parsed as T[])).slice(0, max) : empty
    } catch {
      cached = empty
    }
    return cached
  }

  function write(items: readonly T[]): void {
    const kept = items.slice(0, max)
    try {
      window.localStorage.setItem(key, JSON.stringify(kept))
      unsaved = null
    } catch {
      unsaved = kept
    }
    window.dispatchEvent(new Event(changed))
  }

  function subscribe(onChange: () => void): () => void {
    window.addEventListener(changed, onChange)
    window.addEventListener('storage', onChange) // another tab changed it
    return () => {
      window.removeEventListener(changed, onChange)
      window.removeEventListener('storage', onChange)
    }
  }

  return { read, write, subscribe }
}
