import Image from 'next/image'

import { Carousel, type CarouselText } from '@/components/ui/Carousel'
import { container } from '@/components/ui/layout'
import { SmartLink } from '@/components/ui/SmartLink'
import type { BannerSlide } from '@/domain/settings'
import type { Locale } from '@/siteMap'

/** The spec's home banner: three slides, autoplay every 3000 ms. */
export const BANNER_AUTOPLAY_MS = 3000

export function HomeBanner({ slides, locale, text, more }: { slides: BannerSlide[]; locale: Locale; text: CarouselText; more: string }) {
  return (
    <Carousel
      text={text}
      autoplayDelay={BANNER_AUTOPLAY_MS}
      spaceBetween={0}
      controls="overlay"
      className="banner-height bg-brand-dark"
      slides={slides.map((slide, index) => (
        <div key={slide.href} className="relative isolate flex h-full items-center overflow-hidden bg-gradient-to-br from-brand-dark via-brand to-brand-dark text-white">
          {slide.image && (
            <Image
              src={slide.image.src}
              alt=""
              fill
              priority={index === 0}
              sizes="100vw"
              className={`-z-10 object-cover ${slide.mobileImage ? 'hidden md:block' : ''}`}
            />
          )}
          {slide.mobileImage && (
            <Image src={slide.mobileImage.src} alt="" fill priority={index === 0} sizes="100vw" className="-z-10 object-cover md:hidden" />
          )}
          <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-dark/85 via-brand-dark/50 to-transparent" />
          <div className={`${container} pb-16`}>
            <h2 className="max-w-2xl text-3xl leading-tight font-bold md:text-5xl">{slide.title}</h2>
            {slide.text && <p className="mt-4 max-w-xl text-base text-white/90 md:text-lg">{slide.text}</p>}
            <SmartLink
              locale={locale}
              href={slide.href}
              className="mt-8 inline-flex items-center gap-2 rounded bg-accent-strong px-6 py-3 font-medium text-white hover:bg-orange-800"
            >
              {more}
              <span className="sr-only">: {slide.title}</span>
              <span aria-hidden="true">→</span>
            </SmartLink>
          </div>
        </div>
      ))}
    />
  )
}
