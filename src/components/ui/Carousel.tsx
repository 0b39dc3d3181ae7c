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
  /** What a screen reader calls the carousel and each slide. */
  role: string
  slideRole: string
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
  visible = true,
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
  /** False while the carousel sits in a closed panel: no autoplay then. */
  visible?: boolean
}) {
  const swiperRef = useRef<SwiperInstance | null>(null)
  // The controls sit outside Swiper's element. Held in state, they reach Swiper on the render
  // after they mount, which is when Swiper React wires up navigation and pagination.
  const [previousButton, setPreviousButton] = useState<HTMLButtonElement | null>(null)
  const [nextButton, setNextButton] = useState<HTMLButtonElement | null>(null)
  const [bullets, setBullets] = useState<HTMLDivElement | null>(null)
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    const swiper = swiperRef.current
    if (!swiper || !autoplayDelay) return
    if (paused || !visible || reducedMotion()) swiper.autoplay.stop()
    else swiper.autoplay.start()
  }, [paused, visible, autoplayDelay])

  const buttonTone = controls === 'overlay' ? 'bg-white/90 text-brand hover:bg-white' : 'bg-brand text-white hover:bg-brand-dark'
  const buttonClass = `flex size-11 shrink-0 items-center justify-center rounded-full shadow ${buttonTone} disabled:opacity-40`

  return (
    <section
      aria-roledescription={text.role}
      aria-label={text.label}
      className={`relative ${className}`}
      onFocus={() => autoplayDelay && swiperRef.current?.autoplay.stop()}
      onBlur={(event) => {
        if (autoplayDelay && visible && !paused && !reducedMotion() && !event.currentTarget.contains(event.relatedTarget)) {
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
        // a carousel inside a closed panel measures itself again when the panel opens
        observer
        observeParents
        keyboard={{ enabled: true, onlyInViewport: true }}
        autoplay={autoplayDelay ? { delay: autoplayDelay, pauseOnMouseEnter: true, disableOnInteraction: false } : false}
        pagination={{ clickable: true, el: bullets }}
        navigation={{ prevEl: previousButton, nextEl: nextButton }}
        a11y={{
          prevSlideMessage: text.previous,
          nextSlideMessage: text.next,
          paginationBulletMessage: text.goTo.replace('{index}', '{{index}}'),
          slideLabelMessage: text.slide.replace('{index}', '{{index}}').replace('{total}', '{{slidesLength}}'),
          containerRoleDescriptionMessage: null,
          itemRoleDescriptionMessage: text.slideRole,
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper
          if (autoplayDelay && (!visible || reducedMotion())) swiper.autoplay.stop()
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
        <button ref={setPreviousButton} type="button" aria-label={text.previous} className={buttonClass}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          </svg>
        </button>
        <div
          ref={setBullets}
          className={`static! flex w-auto! min-w-0 flex-wrap items-center justify-center gap-1 [--swiper-pagination-bullet-horizontal-gap:6px] [--swiper-pagination-bullet-inactive-opacity:1] [--swiper-pagination-bullet-size:12px] [--swiper-theme-color:var(--color-accent)] ${controls === 'overlay' ? '[--swiper-pagination-bullet-inactive-color:#fff]' : '[--swiper-pagination-bullet-inactive-color:var(--color-slate-400)]'}`}
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
        <button ref={setNextButton} type="button" aria-label={text.next} className={buttonClass}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </div>
    </section>
  )
}
