import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/siteMap'

import type { DownloadButtonText } from './DownloadButton'

/** The download button's texts in a language (the button gets them as props). */
export async function downloadButtonText(locale: Locale): Promise<DownloadButtonText> {
  const t = await getTranslations({ locale, namespace: 'catalogue.download' })
  return { action: t('action'), actionFor: t.raw('actionFor') as string, noFile: t('noFile'), failed: t('failed') }
}
