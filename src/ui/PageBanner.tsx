import type React from 'react'

import type { Picture } from '@/lib/media'

import { Img } from './Img'
import { container } from './layout'
import { StaticPart } from './apart.server'

/**
 * The band at the top of an inner page: the page's heading over the editors' banner picture, or
 * over the brand colour when there is none. `children` (a breadcrumb) stand above the heading, as
 * the server's HTML (decision 049); `tools` stand there too, for a part the visitor uses (the search
 * page's box), and make the band React's to hydrate.
 */
export function PageBanner({
  title,
  intro,
  image,
  children,
  tools,
}: {
  title: string
  intro?: string
  image?: Pick<Picture, 'src' | 'focus'> | null
  children?: React.ReactNode
  tools?: React.ReactNode
}) {
  const band = (
    <>
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
        {tools}
        <h1 className="mt-3 text-2xl font-bold md:text-4xl">{title}</h1>
        {intro && <p className="mt-4 max-w-3xl text-base leading-relaxed text-white/90 md:text-lg">{intro}</p>}
      </div>
    </>
  )
  const className = 'relative isolate overflow-hidden bg-gradient-to-br from-brand-dark via-brand to-brand text-white'
  return tools ? <div className={className}>{band}</div> : <StaticPart className={className}>{band}</StaticPart>
}
