'use client'

import { useEffect } from 'react'

import { isPagePath } from '@/runtime/cacheRules.mjs'

import { isPlainClick, NO_PREFETCH } from './Link'
import { useRouter } from './useRouter'

/**
 * The page of this site a link leads to, if the router should open it: a path the server answers
 * with a page (not the API, the CMS, a file or a download), in this language (a link with `hreflang`
 * reloads the site in the other), in this tab, and not a jump within the page (the browser's own
 * scroll and focus, as the skip link needs).
 */
function pageLinkOf(target: EventTarget | null): { anchor: HTMLAnchorElement; path: string } | undefined {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.hreflang) return undefined
  const url = new URL(anchor.href)
  if (url.origin !== location.origin) return undefined
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return undefined
  const path = url.pathname + url.search
  return isPagePath(path) ? { anchor, path: path + url.hash } : undefined
}

/**
 * Opens the site's links to its pages with Next's router, as Next's `<Link>` would, from one
 * listener on the window: a plain click (no modifier key, main button, nothing else took it) is the
 * router's; a pointer over the link, a finger on it or the keyboard's focus fetches its page ahead
 * (decision 041), unless the link says `data-no-prefetch`. Listening on the window lets a link's own
 * `onClick` (a menu closing, the finder answering in the page) run first and keep the click with
 * `preventDefault`. Decision 048.
 */
export function SiteNavigation() {
  const router = useRouter()
  useEffect(() => {
    let ahead: Element | undefined
    const fetchAhead = (event: Event) => {
      const link = pageLinkOf(event.target)
      if (!link || link.anchor === ahead) return
      ahead = link.anchor
      if (!link.anchor.hasAttribute(NO_PREFETCH)) router.prefetch(link.path)
    }
    const open = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return
      const link = pageLinkOf(event.target)
      if (!link) return
      event.preventDefault()
      router.push(link.path)
    }
    window.addEventListener('click', open)
    window.addEventListener('pointerover', fetchAhead, { passive: true })
    window.addEventListener('touchstart', fetchAhead, { passive: true })
    window.addEventListener('focusin', fetchAhead)
    return () => {
      window.removeEventListener('click', open)
      window.removeEventListener('pointerover', fetchAhead)
      window.removeEventListener('touchstart', fetchAhead)
      window.removeEventListener('focusin', fetchAhead)
    }
  }, [router])
  return null
}
