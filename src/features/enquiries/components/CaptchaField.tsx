'use client'

import type { AltchaWidgetElement } from 'altcha/types/generic'
import type {} from 'altcha/types/react'
import { useLocale } from 'next-intl'
import { type RefObject, useEffect } from 'react'

interface CaptchaFieldProps {
  /** The solved payload, or '' while unsolved (sent as the feedback call's `altcha` field). */
  onChange: (payload: string) => void
  /** The widget, for the form to reset it after a send (a solution is good for one call). */
  widgetRef: RefObject<AltchaWidgetElement | null>
  describedBy?: string
}

/**
 * The ALTCHA widget (self-hosted proof of work). It starts solving when the visitor first focuses
 * the form, so it is usually done before they submit; its checkbox also works with the keyboard.
 */
export function CaptchaField({ onChange, widgetRef, describedBy }: CaptchaFieldProps) {
  const locale = useLocale()

  useEffect(() => {
    // a web component, defined in the browser only; this bundle carries its Chinese texts too
    void import('altcha/i18n')
  }, [])

  useEffect(() => {
    const widget = widgetRef.current
    if (!widget) return
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail
      onChange(state === 'verified' && payload ? payload : '')
    }
    widget.addEventListener('statechange', onState)
    return () => widget.removeEventListener('statechange', onState)
  }, [onChange, widgetRef])

  return (
    <altcha-widget
      ref={widgetRef}
      challenge="/api/captcha/challenge"
      name="altcha"
      auto="onfocus"
      language={locale === 'zh' ? 'zh-cn' : 'en'}
      aria-describedby={describedBy}
      suppressHydrationWarning
    />
  )
}
