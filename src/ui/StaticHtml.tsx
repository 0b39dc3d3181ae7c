'use client'

import { type HTMLAttributes, type ReactNode, useId, useState } from 'react'

type Tag = 'div' | 'nav' | 'section' | 'ul' | 'table'

/**
 * A part of a page with nothing to do in the browser: text, pictures, tables, links (one listener
 * opens them, `SiteNavigation`) and buttons one listener answers (`DownloadActions`). On the page's
 * first load the browser keeps the server's HTML of it as it is, and React does not hydrate what is
 * inside: it is one element for React, not one for each element and component in it (decision 049).
 *
 * Inside goes server markup only. A client component inside would be drawn but never answer. A server
 * component writes `StaticPart` (`./apart.server`), which hands the children over as a promise: their
 * elements then travel in a row of the page's data of their own, which the browser parses only when
 * it draws them.
 *
 * - The first render in the browser finds its server HTML by its `useId` (the same on the server
 *   and while hydrating) and hands that same HTML back as `dangerouslySetInnerHTML`, which React
 *   keeps as it is. Should React have to draw the part again (a hydration error it recovers from),
 *   it draws the same HTML.
 * - Drawn in the browser from the start (a page opened by a link in the site: its `useId` is one the
 *   server never writes), or given other children later (a refresh of the page's data), it renders
 *   its children as any element does.
 */
export function StaticHtml({ as: Element = 'div', children, ...props }: { as?: Tag; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const id = useId()
  const [serverHtml] = useState(() =>
    typeof document === 'undefined' ? null : (document.querySelector(`[data-static-html="${id}"]`)?.innerHTML ?? null),
  )
  const [firstChildren] = useState(children)
  if (serverHtml !== null && children === firstChildren) {
    return <Element {...props} data-static-html={id} dangerouslySetInnerHTML={{ __html: serverHtml }} suppressHydrationWarning />
  }
  return (
    <Element {...props} data-static-html={id}>
      {children}
    </Element>
  )
}
