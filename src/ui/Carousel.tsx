'use client'

import type React from 'react'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { markReady } from './markReady'
import { StaticHtml } from './StaticHtml'

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

/** How long a smooth scroll to a slide may take before the scroll position decides again. */
const SCROLL_SETTLE_MS = 1000
/** Where a carousel switches from its phone count to its desktop count (Tailwind's md). */
const DESKTOP = '(min-width: 768px)'

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

function onScreenChange(change: () => void) {
  const query = window.matchMedia(DESKTOP)
  query.addEventListener('change', change)
  return () => query.removeEventListener('change', change)
}
const onDesktop = () => window.matchMedia(DESKTOP).matches

/**
 * A carousel on the browser's own scroll snapping (docs/decisions/018-carousel-on-scroll-snap.md):
 * the slides lay out in CSS, so the server's HTML already shows them at their size and a visitor
 * can swipe before any script runs. The script adds what every carousel here needs: labelled
 * previous/next buttons and bullets, arrow keys, and autoplay that pauses on hover and focus, stops
 * for visitors who ask for reduced motion, and can be paused with a button.
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
  staticSlides = false,
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
  /**
   * The caller's word that its slides are plain markup (pictures, text, links): each slide stays the
   * server's HTML and only its place and label change (decision 049). Slides with buttons of their
   * own (the honors gallery's) leave it out.
   */
  staticSlides?: boolean
}) {
  const track = useRef<HTMLDivElement>(null)
  // hydrated: the buttons work from here on, said on the track
  const trackRef = useCallback((element: HTMLDivElement | null) => {
    track.current = element
    markReady(element)
  }, [])
  const [active, setActive] = useState(0)
  // slides a view where the visitor is (the server's HTML: the phone count; CSS lays them out anyway)
  const shown = useSyncExternalStore(onScreenChange, onDesktop, () => false) ? perView.desktop : perView.phone
  const [paused, setPaused] = useState(false)
  const [held, setHeld] = useState({ hover: false, focus: false })
  const last = Math.max(0, slides.length - shown)

  // where a button or key is scrolling to: the scroll events on the way there must not move `active` back
  const heading = useRef<{ index: number; until: number } | null>(null)
  const goTo = useCallback((index: number) => {
    const element = track.current
    const target = element?.children[index] as HTMLElement | undefined
    if (!element || !target) return
    heading.current = { index, until: Date.now() + SCROLL_SETTLE_MS }
    setActive(index)
    const first = element.children[0] as HTMLElement
    element.scrollTo({
      left: target.offsetLeft - first.offsetLeft,
      behavior: reducedMotion() ? 'instant' : 'smooth',
    })
  }, [])
  // past the last position, back to the first (and the other way round)
  const next = useCallback(() => goTo(active >= last ? 0 : active + 1), [active, last, goTo])
  const previous = () => goTo(active <= 0 ? last : active - 1)

  // the visitor swiped or scrolled: the slide at the left edge is the active one
  const onScroll = () => {
    const element = track.current
    const [first, second] = Array.from(element?.children ?? []) as HTMLElement[]
    const step = first && second ? second.offsetLeft - first.offsetLeft : 0
    if (!element || step <= 0) return // a carousel in a closed panel has no layout
    const position = Math.min(last, Math.round(element.scrollLeft / step))
    const going = heading.current
    // a smooth scroll still on its way (a key pressed during it goes on from its target)
    if (going && position !== going.index && Date.now() < going.until) return
    heading.current = null
    setActive(position)
  }

  const running = Boolean(autoplayDelay) && visible && !paused && !held.hover && !held.focus && last > 0
  useEffect(() => {
    if (!running || reducedMotion()) return
    const timer = window.setTimeout(next, autoplayDelay)
    return () => window.clearTimeout(timer)
  }, [running, next, autoplayDelay, active])

  const buttonTone = controls === 'overlay' ? 'bg-white/90 text-brand hover:bg-white' : 'bg-brand text-white hover:bg-brand-dark'
  const buttonClass = `carousel-button ${buttonTone}`
  const bulletTone = controls === 'overlay' ? 'bg-white' : 'bg-slate-400'

  return (
    <section
      aria-roledescription={text.role}
      aria-label={text.label}
      className={`relative ${className}`}
      // a mouse over it holds it still; a finger's tap is no hover
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHeld((h) => ({ ...h, hover: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }))
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') next()
        else if (event.key === 'ArrowLeft') previous()
        else return
        event.preventDefault()
      }}
    >
      <div
        ref={trackRef}
        onScroll={onScroll}
        aria-live={running ? 'off' : 'polite'}
        style={
          {
            '--carousel-phone': perView.phone,
            '--carousel-desktop': perView.desktop,
            '--carousel-gap': `${spaceBetween}px`,
          } as React.CSSProperties
        }
        className="carousel h-full"
      >
        {slides.map((slide, index) => {
          const slideProps = {
            role: 'group',
            'aria-roledescription': text.slideRole,
            'aria-label': text.slide.replace('{index}', String(index + 1)).replace('{total}', String(slides.length)),
            className: `carousel-slide ${index === active ? 'carousel-slide-active' : ''} ${slideClassName}`,
          }
          return staticSlides ? (
            <StaticHtml key={index} {...slideProps}>
              {slide}
            </StaticHtml>
          ) : (
            <div key={index} {...slideProps}>
              {slide}
            </div>
          )
        })}
      </div>
      <div className={`flex items-center justify-center gap-4 ${controls === 'overlay' ? 'absolute inset-x-0 bottom-5 z-10' : 'mt-4'}`}>
        <button type="button" aria-label={text.previous} onClick={previous} disabled={last === 0} className={buttonClass}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          </svg>
        </button>
        <div className="flex min-w-0 flex-wrap items-center justify-center">
          {Array.from({ length: last + 1 }, (_, index) => (
            <button
              key={index}
              type="button"
              aria-label={text.goTo.replace('{index}', String(index + 1))}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => goTo(index)}
              // a 24 px target around a 12 px dot; drawn with the phone's count (the server's HTML, a part not
              // hydrated yet), a position a desktop view never stops at is hidden there by CSS
              className={index > Math.max(0, slides.length - perView.desktop) ? 'carousel-dot md:hidden' : 'carousel-dot'}
            >
              <span aria-hidden="true" className={index === active ? 'bg-accent' : bulletTone} />
            </button>
          ))}
        </div>
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
        <button type="button" aria-label={text.next} onClick={next} disabled={last === 0} className={buttonClass}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </div>
    </section>
  )
}
