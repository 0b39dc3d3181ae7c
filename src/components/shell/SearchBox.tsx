'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { callApi } from '@/lib/apiClient'
import { type Locale, localizedHref, pages } from '@/siteMap'

export interface SearchBoxText {
  label: string
  placeholder: string
  submit: string
}

/**
 * The product search (header and home page). An empty keyword does nothing. The search call names
 * a product and its page, which is opened; without a match, the search results page.
 */
export function SearchBox({ locale, text, size = 'compact' }: { locale: Locale; text: SearchBoxText; size?: 'compact' | 'large' }) {
  const router = useRouter()
  const id = useId()
  const [busy, setBusy] = useState(false)

  async function search(keyword: string) {
    const resultsPage = localizedHref(locale, `${pages.search.path}?keyword=${encodeURIComponent(keyword)}`)
    setBusy(true)
    try {
      const reply = await callApi<{ title?: string; path?: string }>('/api/index/search', { keyword }, { locale })
      const target = reply.code === 1 ? reply.data?.path : undefined
      router.push(target?.startsWith('/') ? localizedHref(locale, target) : resultsPage)
    } catch {
      // no answer from the search call: the results page searches on its own
      router.push(resultsPage)
    } finally {
      setBusy(false)
    }
  }

  const large = size === 'large'
  return (
    <form
      role="search"
      className={`search-box flex w-full ${large ? 'max-w-2xl' : 'max-w-xs'}`}
      onSubmit={(event) => {
        event.preventDefault()
        const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim()
        if (keyword && !busy) void search(keyword)
      }}
    >
      <label htmlFor={id} className="sr-only">
        {text.label}
      </label>
      <input
        id={id}
        name="keyword"
        type="search"
        maxLength={100}
        placeholder={text.placeholder}
        className={large ? 'py-3 text-base sm:px-4' : 'py-1.5 text-sm'}
      />
      <button type="submit" aria-busy={busy} className={large ? 'px-4 py-3 sm:px-6' : 'px-3 py-1.5 text-sm'}>
        {text.submit}
      </button>
    </form>
  )
}
