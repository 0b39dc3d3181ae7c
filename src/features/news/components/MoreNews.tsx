'use client'

import { useEffect, useRef, useState } from 'react'
import { toast } from '@/ui/toast'

import type { ArticleSummary } from '@/features/news/articles'
import { type ContractArticle, fromContractArticle } from '@/features/news/contractNames'
import { callApi } from '@/lib/apiClient'
import type { Locale } from '@/siteMap'

import { ArticleCard } from './ArticleCard'

/** Articles fetched per "see more": the seeded site's whole list comes with the first click. */
export const MORE_NEWS_LIMIT = 28

/**
 * The News list beyond the articles in the page's HTML: each "see more" fetches the next page from
 * the news list call (the page no longer ships every article), the button disappears when all are
 * shown, and focus moves to the first article revealed.
 */
export function MoreNews({
  locale,
  shownInPage,
  total,
  text,
}: {
  locale: Locale
  /** how many articles the page's HTML already holds (the featured one included) */
  shownInPage: number
  total: number
  text: { seeMore: string; failed: string }
}) {
  const [more, setMore] = useState<ArticleSummary[]>([])
  const [loading, setLoading] = useState(false)
  const [firstNewId, setFirstNewId] = useState<number>()
  const [exhausted, setExhausted] = useState(false)
  const firstNew = useRef<HTMLLIElement>(null)
  const shown = shownInPage + more.length

  useEffect(() => {
    if (firstNewId !== undefined) firstNew.current?.querySelector('a')?.focus()
  }, [firstNewId])

  async function loadMore() {
    setLoading(true)
    const page = Math.floor(shown / MORE_NEWS_LIMIT) + 1
    const skip = shown - (page - 1) * MORE_NEWS_LIMIT
    try {
      const reply = await callApi<{ list: ContractArticle[] }>(
        '/api/article/index',
        { type: locale === 'en' ? 2 : 1, page, limit: MORE_NEWS_LIMIT },
        { locale },
      )
      if (reply.code !== 1) throw new Error(reply.msg)
      const known = new Set(more.map((a) => a.id))
      const fresh = reply.data.list
        .slice(skip)
        .filter((a) => !known.has(a.id))
        .map(fromContractArticle)
      // fewer than announced (articles unpublished meanwhile): nothing more to fetch
      if (fresh.length === 0) setExhausted(true)
      setMore((list) => [...list, ...fresh])
      setFirstNewId(fresh[0]?.id)
    } catch {
      toast.error(text.failed)
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      {more.length > 0 && (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {more.map((article) => (
            <li key={article.id} ref={article.id === firstNewId ? firstNew : undefined}>
              <ArticleCard article={article} locale={locale} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {shown < total && !exhausted && (
        <div className="mt-10 text-center">
          <button
            type="button"
            onClick={loadMore}
            disabled={loading}
            aria-busy={loading}
            className="rounded border border-brand px-8 py-2.5 font-medium text-brand hover:bg-brand-light disabled:opacity-60"
          >
            {text.seeMore}
          </button>
        </div>
      )}
    </>
  )
}
