'use client'

import { usePathname } from 'next/navigation'

import { isLocale } from '@/siteMap'

/**
 * The site-map path of the current page without its language prefix, whether the prefix is in the
 * address (/en/about) or only in the rewritten route (/zh/about).
 */
export function useSitePath(): string {
  const pathname = usePathname() ?? '/'
  const [, first = '', ...rest] = pathname.split('/')
  return isLocale(first) ? `/${rest.join('/')}` : pathname
}
