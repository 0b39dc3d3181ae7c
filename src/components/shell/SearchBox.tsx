'use client'

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import type { Suggestion, SuggestionKind } from '@/features/search/suggestions'
import { callApi } from '@/lib/apiClient'
import { type Locale, localizedHref, pages } from '@/siteMap'
import { useRouter } from '@/ui/useRouter'

import { useSearchSuggestions } from './useSearchSuggestions'

export interface SearchBoxText {
  label: string
  placeholder: string
  submit: string
  /** the list's name for screen readers */
  suggestions: string
  /** announced when suggestions arrive; `{count}` is replaced */
  suggestionCount: string
  noSuggestions: string
  kinds: Record<SuggestionKind, string>
}

/**
 * The product search (header and home page), a combobox: suggestions appear while the visitor
 * types, arrow keys move through them and Enter opens the one highlighted. Enter without one
 * searches: the search call names a product page, which is opened, or else the results page.
 * Without JavaScript the form itself goes to the results page. An empty keyword does nothing.
 */
export function SearchBox({ locale, text, size = 'compact' }: { locale: Locale; text: SearchBoxText; size?: 'compact' | 'large' }) {
  const router = useRouter()
  const id = useId()
  const listboxId = `${id}-suggestions`
  const optionId = (index: number) => `${listboxId}-${index}`
  const [busy, setBusy] = useState(false)
  const [keyword, setKeyword] = useState('')
  const [open, setOpen] = useState(false)
  const { suggestions, answered } = useSearchSuggestions(keyword, locale)
  // the highlighted suggestion belongs to the list it was chosen in: a new list starts without one
  const [highlight, setHighlight] = useState<{ list: Suggestion[]; index: number }>({ list: [], index: -1 })
  const active = highlight.list === suggestions ? highlight.index : -1
  const expanded = open && suggestions.length > 0
  const resultsPage = localizedHref(locale, pages.search.path)

  // what a visitor typed before the page's scripts ran is in the box but in no state yet: suggest for it
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const typed = input.current
    if (typed?.value && document.activeElement === typed) {
      setKeyword(typed.value)
      setOpen(true)
    }
  }, [])

  // the list scrolls (a small screen, long names): keep the highlighted one in view
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listboxId}-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [active, listboxId])

  async function search(keyword: string) {
    const results = `${resultsPage}?keyword=${encodeURIComponent(keyword)}`
    setBusy(true)
    try {
      const reply = await callApi<{ title?: string; path?: string }>('/api/index/search', { keyword }, { locale })
      const target = reply.code === 1 ? reply.data?.path : undefined
      router.push(target?.startsWith('/') ? localizedHref(locale, target) : results)
    } catch {
      // no answer from the search call: the results page searches on its own
      router.push(results)
    } finally {
      setBusy(false)
    }
  }

  function openSuggestion(suggestion: Suggestion) {
    setOpen(false)
    router.push(localizedHref(locale, suggestion.path))
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      const next = expanded ? (active + step + count + 1) % (count + 1) : step > 0 ? 0 : count - 1
      // one step beyond either end leaves the list for the text typed (index -1)
      setHighlight({ list: suggestions, index: next === count ? -1 : next })
    } else if (event.key === 'Escape' && expanded) {
      // closes the list only, not the phone menu around the box, nor clears the text
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      openSuggestion(suggestions[active])
    }
  }

  const large = size === 'large'
  const announcement =
    open && answered ? (suggestions.length ? text.suggestionCount.replace('{count}', String(suggestions.length)) : text.noSuggestions) : ''
  return (
    <form
      role="search"
      action={resultsPage}
      className={`search-box relative flex w-full ${large ? 'max-w-2xl' : 'max-w-xs'}`}
      onSubmit={(event) => {
        event.preventDefault()
        const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim()
        setOpen(false)
        if (keyword && !busy) void search(keyword)
      }}
    >
      <label htmlFor={id} className="sr-only">
        {text.label}
      </label>
      <input
        ref={input}
        id={id}
        name="keyword"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={100}
        placeholder={text.placeholder}
        className={large ? 'py-3 text-base sm:px-4' : 'py-1.5 text-sm'}
        onChange={(event) => {
          setKeyword(event.target.value)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" aria-busy={busy} className={large ? 'px-4 py-3 sm:px-6' : 'px-3 py-1.5 text-sm'}>
        {text.submit}
      </button>
      <ul id={listboxId} role="listbox" aria-label={text.suggestions} hidden={!expanded} className="search-suggestions">
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}:${suggestion.path}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // a press keeps the focus in the box, so the list is still there when the click lands
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openSuggestion(suggestion)}
          >
            <span>{suggestion.title}</span> <span className="search-suggestion-kind">{text.kinds[suggestion.kind]}</span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </form>
  )
}
