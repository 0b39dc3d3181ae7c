import { Link } from '@/ui/Link'
import type React from 'react'

import { canonicalPath, type Locale, localizedHref } from '@/siteMap'

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')

/**
 * A site path in the spelling of the site map (`/valveRepairDndMaintenance` → `/ValveRepairDndMaintenance`),
 * query and fragment kept. The other spelling answers with a redirect, and a prefetch that is
 * redirected is never kept: a link shown again and again (a carousel's) was fetched again each time.
 */
export function canonicalHref(href: string): string {
  const split = href.search(/[?#]/)
  const pathname = split === -1 ? href : href.slice(0, split)
  return (canonicalPath(pathname) ?? pathname) + (split === -1 ? '' : href.slice(split))
}

/**
 * A link written by editors: a site path opens in the page's language and its site-map spelling,
 * anything else (another site, mailto:, tel:) is left as it is.
 */
export function SmartLink({
  locale,
  href,
  className,
  children,
}: {
  locale: Locale
  href: string
  className?: string
  children: React.ReactNode
}) {
  if (isExternal(href)) {
    const web = /^https?:|^\/\//i.test(href)
    return (
      <a href={href} className={className} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    )
  }
  // no `className` key without a class: each would be written into the page's RSC payload (the footer has 30)
  return (
    <Link href={href.startsWith('/') ? localizedHref(locale, canonicalHref(href)) : href} {...(className ? { className } : {})}>
      {children}
    </Link>
  )
}
