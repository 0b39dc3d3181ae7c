import Image from 'next/image'

import type { ImageView } from '@/domain/catalogue'

interface PageBannerProps {
  title: string
  intro?: string
  image: ImageView | null
}

/** The wide picture at the top of an overview page, with the page's heading over it. */
export function PageBanner({ title, intro, image }: PageBannerProps) {
  return (
    <header className="relative isolate overflow-hidden bg-brand-dark text-white">
      {image ? (
        <Image src={image.url} alt="" fill preload sizes="100vw" className="-z-10 object-cover opacity-60" />
      ) : null}
      <div className="mx-auto max-w-6xl px-4 py-14 md:py-24">
        <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-2xl leading-relaxed text-slate-100">{intro}</p> : null}
      </div>
    </header>
  )
}
