'use client'

import type { ComponentProps } from 'react'

import { PreloadImage } from './PreloadImage'

/**
 * The <img> of a picture that is fetched at once (the page's largest paint), from a client
 * component. React's RSC renderer turns every eager <img> a server component renders into a
 * preload hint in the page's payload, and Next's link prefetching applies the hints of the pages
 * it prefetches: every page linking here would fetch this picture. Rendered from here, the <img>
 * and its preload link are in this page's HTML only (as next/image's own client component did).
 */
export function EagerImg(props: ComponentProps<'img'> & { src: string }) {
  return (
    <>
      <PreloadImage src={props.src} srcSet={props.srcSet} sizes={props.sizes} fetchPriority={props.fetchPriority} />
      {/* next/image's markup (src/ui/Img.tsx) */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img {...props} alt={props.alt} />
    </>
  )
}
