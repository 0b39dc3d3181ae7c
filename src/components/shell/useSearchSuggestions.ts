import { useEffect, useState } from 'react'

import type { Suggestion } from '@/features/search/suggestions'
import type { ApiReply } from '@/lib/apiClient'
import type { Locale } from '@/siteMap'

/** Long enough to skip the keystrokes of a word being typed, short enough to feel instant. */
const PAUSE_MS = 120

/**
 * The suggestions for what is typed, asked once the typing pauses; a newer keyword cancels the
 * request of an older one, so a slow answer never replaces a newer list. Until the new list comes
 * the previous one stays; an empty keyword empties it.
 */
export function useSearchSuggestions(keyword: string, locale: Locale): { suggestions: Suggestion[]; answered: boolean } {
  const [found, setFound] = useState<{ query: string; list: Suggestion[] }>({ query: '', list: [] })
  const query = keyword.trim()

  useEffect(() => {
    if (!query) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch('/api/index/suggest', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', lang: locale },
        body: JSON.stringify({ keyword: query, lang: locale }),
        signal: controller.signal,
      })
        .then((response) => response.json() as Promise<ApiReply<{ list?: Suggestion[] }>>)
        .then((reply) => setFound({ query, list: reply.code === 1 ? (reply.data.list ?? []) : [] }))
        // cancelled, offline or refused: no list, and Enter still searches
        .catch(() => undefined)
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, locale])

  // `answered`: the list is the answer to what is typed now (the count is announced then)
  return { suggestions: query ? found.list : [], answered: query !== '' && found.query === query }
}
