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
export function Link({ prefetch, ...props }: LinkProps) {
  return <a {...props} {...(prefetch === false ? { 'data-no-prefetch': '' } : {})} />
}
