import Image from 'next/image'
import Link from 'next/link'

import { Carousel, type CarouselText } from '@/components/ui/Carousel'
import type { CoreProduct } from '@/domain/coreProducts'
import { type Locale, localizedHref } from '@/siteMap'

const TILE_PX = 384

/**
 * The valve carousel: four valves a view on a desktop (home), three on /VacuumValveMain, one on a
 * phone; each opens its page. `priorityFirst` where the carousel starts in the first screen (on a
 * phone its first picture is then the page's largest paint): fetched first instead of lazily.
 */
export function CoreProducts({
  products,
  locale,
  text,
  desktopPerView = 4,
  priorityFirst = false,
}: {
  products: CoreProduct[]
  locale: Locale
  text: CarouselText
  desktopPerView?: number
  priorityFirst?: boolean
}) {
  return (
    <Carousel
      text={text}
      perView={{ phone: 1, desktop: desktopPerView }}
      slides={products.map((product, index) => (
        <Link
          key={product.href}
          href={localizedHref(locale, product.href)}
          className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:border-brand hover:shadow-md"
        >
          <div className="relative aspect-square bg-slate-50">
            {product.image && (
              // a tile is at most about 360 px wide (a phone's one a view): two widths (1x, 2x) cover it
              // and keep the srcset short, where `fill` would list all nine
              <Image
                src={product.image.src}
                alt=""
                width={TILE_PX}
                height={TILE_PX}
                priority={priorityFirst && index === 0}
                className="absolute inset-0 size-full object-contain p-4 transition-transform group-hover:scale-105 motion-reduce:transition-none"
              />
            )}
          </div>
          <span className="border-t border-slate-100 px-4 py-3 text-center font-medium text-slate-900 group-hover:text-brand">
            {product.title}
          </span>
        </Link>
      ))}
    />
  )
}
