import 'server-only'

import type { ReactNode } from 'react'

import { HydrateOnUse } from './HydrateOnUse'
import { StaticHtml } from './StaticHtml'

/**
 * A part of the page with nothing to do in the browser (`StaticHtml`), written by a server component.
 * Its elements travel apart (below): on the page's first load, where the part stays the server's
 * HTML, the browser never parses them.
 */
export function StaticPart({ children, ...props }: Omit<Parameters<typeof StaticHtml>[0], 'children'> & { children: Awaited<ReactNode> }) {
  return <StaticHtml {...props}>{apart(children)}</StaticHtml>
}

/** A part hydrated at the page's first use (`HydrateOnUse`), written by a server component: its elements travel apart. */
export function HydrateOnUsePart({ children }: { children: Awaited<ReactNode> }) {
  return <HydrateOnUse>{apart(children)}</HydrateOnUse>
}

/**
 * Elements a server component hands to a client part that may never draw them on the page's first
 * load: a static part's (`StaticPart`, the slides of a `staticSlides` carousel) or a part hydrated at
 * the first use (`HydrateOnUsePart`). Handed over as a promise, they travel in a row of the page's data of
 * their own, which the browser parses only when React draws them (React unwraps a promise as a child).
 * Only from a server component: a promise made in the browser would suspend the part.
 */
export const apart = (node: Awaited<ReactNode>): ReactNode => Promise.resolve(node)
