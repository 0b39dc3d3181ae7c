'use client'

import { preload } from 'react-dom'

/**
 * A `<link rel="preload" as="image">` for the page's largest picture, from a client component as
 * next/image does: rendered into the HTML's head and on a client navigation to the page. Called
 * from a server component, `preload()` also goes into the page's RSC payload as a hint, and Next's
 * link prefetching applies the hints of every page it prefetches: each page that links to this one
 * would fetch its picture (seen in the browser tests as "preloaded but not used" warnings).
 */
export function PreloadImage({
  src,
  srcSet,
  sizes,
  media,
  fetchPriority,
}: {
  src: string
  srcSet?: string
  sizes?: string
  media?: string
  fetchPriority?: 'high' | 'low' | 'auto'
}) {
  preload(src, {
    as: 'image',
    ...(srcSet ? { imageSrcSet: srcSet } : {}),
    ...(sizes ? { imageSizes: sizes } : {}),
    ...(media ? { media } : {}),
    ...(fetchPriority ? { fetchPriority } : {}),
  })
  return null
}
