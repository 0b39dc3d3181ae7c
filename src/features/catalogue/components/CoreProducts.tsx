import { Link } from '@/ui/Link'

import { Carousel, type CarouselText } from '@/ui/Carousel'
import { apart, HydrateOnUsePart } from '@/ui/apart.server'
import { Img } from '@/ui/Img'
import type { CoreProduct } from '@/features/catalogue/coreProducts'
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
  // it does not turn by itself, so it answers a person only: hydrated at the page's first use (decision
  // 050). Until then the browser scrolls it, and its server HTML shows the desktop's bullets by CSS
  return (
    <HydrateOnUsePart>
      <Carousel
        text={text}
        perView={{ phone: 1, desktop: desktopPerView }}
        staticSlides
        slides={products.map((product, index) =>
          apart(
            // styled by `.product-tile` (components.css): eight tiles, one short class
            <Link key={product.href} href={localizedHref(locale, product.href)} className="product-tile group">
              <div>
                {product.image && (
                  // a tile is at most about 360 px wide (a phone's one a view): two widths (1x, 2x) cover it
                  // and keep the srcset short, where `fill` would list all nine
                  <Img
                    src={product.image.src}
                    alt=""
                    width={TILE_PX}
                    height={TILE_PX}
                    // only the first tile's props carry the priority (every prop is written into the RSC payload)
                    {...(priorityFirst && index === 0 ? ({ preload: true, fetchPriority: 'high' } as const) : {})}
                  />
                )}
              </div>
              <span>{product.title}</span>
            </Link>,
          ),
        )}
      />
    </HydrateOnUsePart>
  )
}
