'use client'

import 'swiper/css'
import 'swiper/css/navigation'
import 'swiper/css/pagination'

import Image from 'next/image'
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'

import type { ImageView } from '@/domain/catalogue'

import { usePrefersReducedMotion } from './usePrefersReducedMotion'

export interface ValveSlide {
  href: string
  title: string
  image: ImageView | null
}

interface ValveCarouselProps {
  slides: ValveSlide[]
  labels: { region: string; previous: string; next: string; slide: string; view: string }
}

/** The eight valve types: three per view on a desktop, one on a phone (spec section 9). */
export function ValveCarousel({ slides, labels }: ValveCarouselProps) {
  const reducedMotion = usePrefersReducedMotion()
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      className="[--swiper-navigation-size:28px] [--swiper-theme-color:var(--color-brand)]"
    >
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination]}
        slidesPerView={1}
        spaceBetween={16}
        breakpoints={{ 768: { slidesPerView: 3, spaceBetween: 24 } }}
        speed={reducedMotion ? 0 : 400}
        navigation
        pagination={{ clickable: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ prevSlideMessage: labels.previous, nextSlideMessage: labels.next, slideLabelMessage: labels.slide }}
        className="pb-10!"
      >
        {slides.map((slide) => (
          // The widths before Swiper starts match its own, so the server's HTML does not jump on hydration.
          <SwiperSlide key={slide.href} className="w-full md:mr-6 md:w-[calc((100%-48px)/3)]">
            <a
              href={slide.href}
              className="group block rounded border border-slate-200 bg-white p-4 text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {slide.image ? (
                <Image
                  src={slide.image.url}
                  alt=""
                  width={slide.image.width ?? 600}
                  height={slide.image.height ?? 450}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  className="mx-auto h-48 w-auto object-contain transition-transform group-hover:scale-105 motion-reduce:transition-none"
                />
              ) : null}
              <span className="mt-3 block font-medium text-slate-800 group-hover:text-brand">{slide.title}</span>
              <span className="mt-1 block text-sm text-brand">{labels.view}</span>
            </a>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  )
}
