'use client'

import { useEffect } from 'react'

import { useRouter } from '@/ui/useRouter'

/** The last opened article, under the key the previous front end used; NewsDetail without an id opens it. */
export const NEWS_DETAIL_KEY = 'newsDetailId'

const validId = (value: string | null): value is string => value !== null && /^\d{1,9}$/.test(value)

/** On an article: remember it as the last one the visitor opened. */
export function RememberArticle({ id }: { id: number }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(NEWS_DETAIL_KEY, String(id))
    } catch {
      // storage disabled: nothing to fall back on later, which is fine
    }
  }, [id])
  return null
}

/**
 * NewsDetail without an id: open the remembered article, or else the news list. Only the browser
 * knows what it remembered, so this runs on the client.
 */
export function OpenRememberedArticle({ detailPath, listPath }: { detailPath: string; listPath: string }) {
  const router = useRouter()
  useEffect(() => {
    let remembered: string | null = null
    try {
      remembered = window.localStorage.getItem(NEWS_DETAIL_KEY)
    } catch {
      // storage disabled
    }
    router.replace(validId(remembered) ? `${detailPath}?id=${remembered}` : listPath)
  }, [router, detailPath, listPath])
  return null
}
