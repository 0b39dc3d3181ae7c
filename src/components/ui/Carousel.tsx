'use client'

import 'swiper/css'
import 'swiper/css/pagination'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper/types'

export interface CarouselText {
  label: string
  previous: string
  next: string
  pause: string
  play: string
  /** "Slide {index} of {total}" */
  slide: string
  /** "Go to slide {index}" */
  goTo: string
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Swiper with what every carousel here needs: labelled previous/next buttons and bullets, arrow
 * keys, and autoplay that pauses on hover and focus, stops for visitors who ask for reduced
 * motion, and can be paused with a button.
 */
export function Carousel({
  slides,
  text,
  perView = { phone: 1, desktop: 1 },
  autoplayDelay,
  spaceBetween = 24,
  className = '',
  slideClassName = '',
  controls = 'below',
}: {
  slides: React.ReactNode[]
  text: CarouselText
  perView?: { phone: number; desktop: number }
  autoplayDelay?: number
  spaceBetween?: number
  className?: string
  slideClassName?: string
  /** Below the slides, or over them (a full-width banner). */
  controls?: 'below' | 'overlay'
}) {
  const swiperRef = useRef<SwiperInstance | null>(null)
  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const paginationRef = useRef<HTMLDivElement>(null)
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    const swiper = swiperRef.current
    if (!swiper || !autoplayDelay) return
    if (paused || reducedMotion()) swiper.autoplay.stop()
    else swiper.autoplay.start()
  }, [paused, autoplayDelay])

  const buttonTone = controls === 'overlay' ? 'bg-white/90 text-brand hover:bg-white' : 'bg-brand text-white hover:bg-brand-dark'
  const buttonClass = `flex h-10 w-10 items-center justify-center rounded-full shadow ${buttonTone} disabled:opacity-40`

  return (
    <section
      aria-roledescription="carousel"
      aria-label={text.label}
      className={`relative ${className}`}
      onFocus={() => autoplayDelay && swiperRef.current?.autoplay.stop()}
      onBlur={(event) => {
        if (autoplayDelay && !paused && !reducedMotion() && !event.currentTarget.contains(event.relatedTarget)) {
          swiperRef.current?.autoplay.start()
        }
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        slidesPerView={perView.phone}
        spaceBetween={spaceBetween}
        breakpoints={{ 768: { slidesPerView: perView.desktop } }}
        rewind={slides.length > perView.desktop}
        watchOverflow
        keyboard={{ enabled: true, onlyInViewport: true }}
        autoplay={autoplayDelay ? { delay: autoplayDelay, pauseOnMouseEnter: true, disableOnInteraction: false } : false}
        pagination={{ clickable: true, el: paginationRef.current }}
        navigation={{ prevEl: previousRef.current, nextEl: nextRef.current }}
        a11y={{
          prevSlideMessage: text.previous,
          nextSlideMessage: text.next,
          paginationBulletMessage: text.goTo.replace('{index}', '{{index}}'),
          slideLabelMessage: text.slide.replace('{index}', '{{index}}').replace('{total}', '{{slidesLength}}'),
          containerRoleDescriptionMessage: null,
          itemRoleDescriptionMessage: 'slide',
        }}
        onBeforeInit={(swiper) => {
          // the controls sit outside Swiper's element; hand them over before it starts
          if (typeof swiper.params.navigation === 'object') {
            swiper.params.navigation.prevEl = previousRef.current
            swiper.params.navigation.nextEl = nextRef.current
          }
          if (typeof swiper.params.pagination === 'object') swiper.params.pagination.el = paginationRef.current
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper
          if (autoplayDelay && reducedMotion()) swiper.autoplay.stop()
        }}
        className="h-full"
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index} className={slideClassName}>
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      <div
        className={`flex items-center justify-center gap-4 ${controls === 'overlay' ? 'absolute inset-x-0 bottom-5 z-10' : 'mt-4'}`}
      >
        <button ref={previousRef} type="button" aria-label={text.previous} className={buttonClass}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          </svg>
        </button>
        <div
          ref={paginationRef}
          className={`static! flex w-auto! items-center gap-1 [&_.swiper-pagination-bullet]:m-1 [&_.swiper-pagination-bullet]:h-3 [&_.swiper-pagination-bullet]:w-3 [&_.swiper-pagination-bullet]:opacity-100 [&_.swiper-pagination-bullet-active]:bg-accent-strong ${controls === 'overlay' ? '[&_.swiper-pagination-bullet]:bg-white/80' : '[&_.swiper-pagination-bullet]:bg-slate-400'}`}
        />
        {autoplayDelay ? (
          <button
            type="button"
            aria-label={paused ? text.play : text.pause}
            aria-pressed={paused}
            onClick={() => setPaused(!paused)}
            className={buttonClass}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              {paused ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h3v12H5zM12 4h3v12h-3z" />}
            </svg>
          </button>
        ) : null}
        <button ref={nextRef} type="button" aria-label={text.next} className={buttonClass}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </div>
    </section>
  )
}
