import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { CarouselText } from '@/ui/Carousel'
import type { Locale } from '@/siteMap'

/** The carousel's screen-reader and button texts in a language, with its own label. */
export async function carouselText(locale: Locale, label: string): Promise<CarouselText> {
  const t = await getTranslations({ locale, namespace: 'carousel' })
  return {
    label,
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
    slide: t.raw('slide') as string,
    goTo: t.raw('goTo') as string,
    role: t('role'),
    slideRole: t('slideRole'),
  }
}
