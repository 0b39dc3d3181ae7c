import type React from 'react'

import type { Picture } from '@/lib/media'

import { Img } from './Img'
import { container } from './layout'
import { StaticHtml } from './StaticHtml'

/**
 * The band at the top of an inner page: the page's heading over the editors' banner picture, or
 * over the brand colour when there is none.
 */
export function PageBanner({
  title,
  intro,
  image,
  children,
}: {
  title: string
  intro?: string
  image?: Pick<Picture, 'src' | 'focus'> | null
  children?: React.ReactNode
}) {
  return (
    <StaticHtml className="relative isolate overflow-hidden bg-gradient-to-br from-brand-dark via-brand to-brand text-white">
      {image && (
        <Img
          src={image.src}
          alt=""
          fill
          preload
          // often the page's largest paint: fetched first (`preload` alone preloads it at normal priority)
          fetchPriority="high"
          sizes="100vw"
          className="-z-10 object-cover opacity-35"
          style={image.focus ? { objectPosition: image.focus } : undefined}
        />
      )}
      <div className={`${container} py-10 md:py-16`}>
        {children}
        <h1 className="mt-3 text-2xl font-bold md:text-4xl">{title}</h1>
        {intro && <p className="mt-4 max-w-3xl text-base leading-relaxed text-white/90 md:text-lg">{intro}</p>}
      </div>
    </StaticHtml>
  )
}
