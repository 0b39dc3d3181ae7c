import { getImageProps } from 'next/image'
import type { CSSProperties } from 'react'

import { Carousel, type CarouselText } from '@/ui/Carousel'
import { apart } from '@/ui/apart.server'
import { Img } from '@/ui/Img'
import { PreloadImage } from '@/ui/PreloadImage'
import { container } from '@/ui/layout'
import { SmartLink } from '@/ui/SmartLink'
import type { Picture } from '@/lib/media'
import type { BannerSlide } from '@/features/site/settings'
import type { Locale } from '@/siteMap'

/** The home banner: three slides, autoplay every 3000 ms. */
export const BANNER_AUTOPLAY_MS = 3000

export function HomeBanner({ slides, locale, text, more }: { slides: BannerSlide[]; locale: Locale; text: CarouselText; more: string }) {
  return (
    <Carousel
      text={text}
      autoplayDelay={BANNER_AUTOPLAY_MS}
      spaceBetween={0}
      controls="overlay"
      staticSlides
      className="banner-height bg-brand-dark"
      slides={slides.map((slide, index) =>
        apart(
          // styled by `.banner-slide` (components.css), which also lays the shade over the picture
          <div key={slide.href} className="banner-slide">
            <SlidePicture image={slide.image} mobileImage={slide.mobileImage} first={index === 0} />
            <div className={`${container} pb-16`}>
              <h2>{slide.title}</h2>
              {slide.text && <p>{slide.text}</p>}
              <SmartLink locale={locale} href={slide.href}>
                {more}
                <span className="sr-only">: {slide.title}</span>
                <span aria-hidden="true">→</span>
              </SmartLink>
            </div>
          </div>,
        ),
      )}
    />
  )
}

/** Where the banner switches from the phone picture to the wide one (Tailwind's md). */
const WIDE = '(min-width: 768px)'
const NARROW = '(max-width: 767.98px)'

/**
 * A slide's background: one <picture>, so a phone fetches only the phone picture and a desktop
 * only the wide one. The first slide's picture is the page's largest paint: preloaded (each for
 * its screen width) and fetched first.
 */
function SlidePicture({ image, mobileImage, first }: { image: Picture | null; mobileImage: Picture | null; first: boolean }) {
  const shared = {
    fill: true,
    sizes: '100vw',
    // the first slide's picture only: preloaded (below, per screen width) and fetched first
    ...(first ? ({ preload: true, fetchPriority: 'high' } as const) : {}),
    className: '-z-10 object-cover',
  } as const
  const focused = (picture: Picture) => (picture.focus ? { objectPosition: picture.focus } : undefined)
  if (!mobileImage) return image ? <Img src={image.src} alt="" {...shared} style={focused(image)} /> : null
  if (!image) return <Img src={mobileImage.src} alt="" {...shared} style={focused(mobileImage)} />
  const {
    props: { srcSet: wideSrcSet },
  } = getImageProps({ ...shared, src: image.src, alt: '' })
  const { props: phone } = getImageProps({ ...shared, src: mobileImage.src, alt: '' })
  return (
    <>
      {/* the largest paint: preloaded for each screen width (PreloadImage says why from a client component) */}
      {first && <PreloadImage src={phone.src} srcSet={phone.srcSet} sizes="100vw" media={NARROW} fetchPriority="high" />}
      {first && wideSrcSet && <PreloadImage src={image.src} srcSet={wideSrcSet} sizes="100vw" media={WIDE} fetchPriority="high" />}
      <picture>
        <source media={WIDE} srcSet={wideSrcSet} sizes="100vw" />
        {/* each picture keeps its own focal point: the phone's below md, the wide one's above */}
        <img
          {...phone}
          alt=""
          className={`${phone.className ?? ''} [object-position:var(--focus-phone)] md:[object-position:var(--focus-wide)]`}
          style={
            { ...phone.style, '--focus-phone': mobileImage.focus ?? '50% 50%', '--focus-wide': image.focus ?? '50% 50%' } as CSSProperties
          }
        />
      </picture>
    </>
  )
}
