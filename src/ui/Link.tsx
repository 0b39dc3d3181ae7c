import type { ComponentProps } from 'react'

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string
  /** `false`: never fetched ahead (a finder's page numbers, the comparison's toggles). */
  prefetch?: boolean
}

/**
 * The site's link to one of its pages: a plain `<a>`, which the layout's `SiteNavigation` opens
 * with Next's router (the shell stays, the page is fetched ahead on the visitor's intent). One
 * listener for the page's 40 to 90 links, instead of a client component per link that React must
 * hydrate and keep; the same element works in server and client components (decision 048).
 */
/** A click the page may take for itself: the main button, no key held (a new tab or window stays the browser's). */
export const isPlainClick = (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/** Said by a link whose page is never fetched ahead (`prefetch={false}`). */
export const NO_PREFETCH = 'data-no-prefetch'

export function Link({ prefetch, ...props }: LinkProps) {
  return <a {...props} {...(prefetch === false ? { [NO_PREFETCH]: '' } : {})} />
}
