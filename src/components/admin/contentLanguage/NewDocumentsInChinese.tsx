'use client'

import { useConfig } from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { type ReactNode, useEffect } from 'react'

/**
 * Payload opens a new document in the content language the editor used last (a stored
 * preference), so Chinese typed after finishing an English version was saved as English. A new
 * document opens in the default language (Chinese) instead; switching language on it still works,
 * because the switch puts `locale` into the address.
 */
export function NewDocumentsInChinese({ children }: { children: ReactNode }) {
  const { config } = useConfig()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const router = useRouter()
  const defaultLocale = config.localization ? config.localization.defaultLocale : undefined

  const isCreate = /\/collections\/[^/]+\/create\/?$/.test(pathname)
  const locale = searchParams.get('locale')

  useEffect(() => {
    if (!defaultLocale || !isCreate || locale) return
    const params = new URLSearchParams(searchParams)
    params.set('locale', defaultLocale)
    router.replace(`${pathname}?${params}`)
  }, [defaultLocale, isCreate, locale, pathname, router, searchParams])

  return children
}
