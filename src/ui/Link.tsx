'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

type LinkProps = ComponentProps<typeof NextLink>

/** A path of this site (not `//host`, which is another site's). */
const isSitePath = (href: LinkProps['href']): href is string => typeof href === 'string' && /^\/(?!\/)/.test(href)

/**
 * The site's link: Next's, so a page opens without reloading the shell, but the page behind it is
 * fetched ahead only when the visitor shows they may open it (the pointer over it, a touch, the
 * keyboard's focus), not whenever it scrolls into view.
 *
 * Next fetches every link in view ahead by default. A page shows 30 to 70 links, and the router's work
 * on those fetches ran on the phone's main thread right after the first paint: most of what
 * Lighthouse counts as blocking time on the home page, and requests to the server for pages nobody
 * opened. `prefetch={false}` still means never (a finder's page numbers).
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter()
  const { href } = props
  const ahead = prefetch !== false && isSitePath(href) ? () => router.prefetch(href) : undefined
  // the caller's own handler first, then the fetch ahead
  const andAhead =
    <Event,>(own?: (event: Event) => void) =>
    (event: Event) => {
      own?.(event)
      ahead?.()
    }
  return (
    <NextLink
      {...props}
      prefetch={false}
      onMouseEnter={andAhead(onMouseEnter)}
      onTouchStart={andAhead(onTouchStart)}
      onFocus={andAhead(onFocus)}
    />
  )
}
