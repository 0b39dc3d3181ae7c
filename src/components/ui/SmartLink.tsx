import Link from 'next/link'
import type React from 'react'

import { type Locale, localizedHref } from '@/siteMap'

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')

/**
 * A link written by editors: a site path opens in the page's language, anything else (another
 * site, mailto:, tel:) is left as it is.
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
    <Link href={href.startsWith('/') ? localizedHref(locale, href) : href} {...(className ? { className } : {})}>
      {children}
    </Link>
  )
}
