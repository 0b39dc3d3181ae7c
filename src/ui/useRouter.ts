'use client'

import { useRouter as useNextRouter } from 'next/navigation'
import { useMemo } from 'react'

import { hydrateNow } from './HydrateOnUse'

/**
 * Next's router, for every component of the site. Each navigation and refresh first hydrates the
 * parts that wait for a first use (`HydrateOnUse`): a navigation is a transition, which React holds
 * back until every part it draws again is hydrated, and with a new page every part under the layout
 * is drawn again. A navigation that follows a person's click finds them hydrated already; one with no
 * one using the page (a redirect in the browser, the admin's live preview refreshing on a save) would
 * otherwise wait for a use that may never come (decisions 050 and 051).
 */
export function useRouter(): ReturnType<typeof useNextRouter> {
  const router = useNextRouter()
  return useMemo(
    () => ({
      ...router,
      push: (...args) => {
        hydrateNow()
        router.push(...args)
      },
      replace: (...args) => {
        hydrateNow()
        router.replace(...args)
      },
      refresh: () => {
        hydrateNow()
        router.refresh()
      },
    }),
    [router],
  )
}
