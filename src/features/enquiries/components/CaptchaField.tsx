'use client'

import type { AltchaWidgetElement } from 'altcha/types/generic'
import type {} from 'altcha/types/react'
import { type RefObject, useEffect, useRef, useState } from 'react'

import { retryableImport } from '@/lib/retryableImport'
import type { Locale } from '@/siteMap'

interface CaptchaFieldProps {
  /** The solved payload, or '' while unsolved (sent as the feedback call's `altcha` field). */
  onChange: (payload: string) => void
  /** The widget, for the form to reset it after a send (a solution is good for one call); null until loaded. */
  widgetRef: RefObject<AltchaWidgetElement | null>
  describedBy?: string
  locale: Locale
}

/**
 * The widget's code (a web component defined in the browser only), fetched once (a failed fetch is
 * tried again on the next focus or submit): the widget with its English texts, and the Chinese
 * texts for zh (registered on the global the widget defines), rather than the bundle of every language.
 */
export const loadCaptcha = retryableImport((locale: Locale): Promise<unknown> =>
  import('altcha').then(() => (locale === 'zh' ? import('altcha/i18n/zh-cn') : undefined)),
)

/**
 * The ALTCHA widget (self-hosted proof of work). Its code is fetched when the visitor first focuses
 * or touches the form, and it starts solving at once, so it is usually done before they submit; its
 * checkbox also works with the keyboard. Until then a frame of the widget's size keeps its place.
 */
export function CaptchaField({ onChange, widgetRef, describedBy, locale }: CaptchaFieldProps) {
  const [loaded, setLoaded] = useState(false)
  const frame = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const form = frame.current?.closest('form')
    if (!form) return
    const start = () => {
      // listening stops once the code is in; a failed fetch is tried again on the next touch
      void loadCaptcha(locale).then(
        () => {
          form.removeEventListener('focusin', start)
          form.removeEventListener('pointerdown', start)
          setLoaded(true)
        },
        () => undefined,
      )
    }
    form.addEventListener('focusin', start)
    form.addEventListener('pointerdown', start)
    // a field focused before the page was interactive
    if (form.contains(document.activeElement)) start()
    return () => {
      form.removeEventListener('focusin', start)
      form.removeEventListener('pointerdown', start)
    }
  }, [locale])

  useEffect(() => {
    const widget = widgetRef.current
    if (!loaded || !widget) return
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail
      onChange(state === 'verified' && payload ? payload : '')
    }
    widget.addEventListener('statechange', onState)
    return () => widget.removeEventListener('statechange', onState)
  }, [loaded, onChange, widgetRef])

  useEffect(() => {
    if (!loaded) return
    // the focus that fetched the widget came before it listened for one (`auto="onfocus"`); the
    // element gets its methods a moment after it is attached. A focus meanwhile may have started it:
    // a second start would abort that one, and the widget then shows an error with no solution
    const timer = setTimeout(() => {
      const widget = widgetRef.current
      if (widget?.getState() === 'unverified') void widget.verify()
    })
    return () => clearTimeout(timer)
  }, [loaded, widgetRef])

  return (
    // the widget is 70 px tall: its place is kept until it comes, so nothing below moves
    <div ref={frame} className="min-h-[70px]">
      {loaded && (
        <altcha-widget
          ref={widgetRef}
          challenge="/api/captcha/challenge"
          name="altcha"
          auto="onfocus"
          language={locale === 'zh' ? 'zh-cn' : 'en'}
          aria-describedby={describedBy}
        />
      )}
    </div>
  )
}
