'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** The site link (`@/ui/Link`) an event happened in, if it leads to a page of this site. */
function siteLinkOf(target: EventTarget | null): { anchor: HTMLAnchorElement; path: string } | undefined {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-link]') : null
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined
  const url = new URL(anchor.href)
  if (url.origin !== location.origin) return undefined
  return { anchor, path: url.pathname + url.search + url.hash }
}

/**
 * Opens the site's links with Next's router, as Next's `<Link>` would, from one listener on the
 * window: a plain click (no modifier key, main button, nothing else took it) is the router's; a
 * pointer over the link, a finger on it or the keyboard's focus fetches its page ahead (decision 041),
 * unless the link says `no-prefetch`. Listening on the window lets a link's own `onClick` (a menu
 * closing) run first and keep the click with `preventDefault`.
 */
export function SiteNavigation() {
  const router = useRouter()
  useEffect(() => {
    let ahead: Element | undefined
    const fetchAhead = (event: Event) => {
      const link = siteLinkOf(event.target)
      if (!link || link.anchor === ahead) return
      ahead = link.anchor
      if (link.anchor.dataset.link !== 'no-prefetch') router.prefetch(link.path)
    }
    const open = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = siteLinkOf(event.target)
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
