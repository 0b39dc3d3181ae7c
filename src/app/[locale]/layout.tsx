import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { Footer } from '@/components/shell/Footer'
import { LivePreviewListener } from '@/components/preview/LivePreviewListener'
import { Header } from '@/components/shell/Header'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { htmlLang } from '@/features/site/pageMetadata'
import { getSiteSettings } from '@/features/content/content.server'
import { siteUrl } from '@/lib/siteUrl'
import { siteVerificationMeta } from '@/features/site/publicFilings'
import { SiteNavigation } from '@/ui/SiteNavigation'
import { Toaster } from '@/ui/Toaster'
import { isLocale } from '@/siteMap'

import '../globals.css'

// No page is rendered at build time (the database may not exist yet): each renders on its first
// request, is cached, and is re-rendered when editors publish (revalidation by tag).
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : 'zh'
  const t = await getTranslations({ locale, namespace: 'meta' })
  const settings = await getSiteSettings(locale)
  const brand = settings.companyName || t('brand')
  return {
    title: { template: `%s | ${brand}`, default: brand },
    description: t('description'),
    metadataBase: new URL(siteUrl()),
    verification: { other: siteVerificationMeta(settings.siteVerification) },
  }
}

export default async function LocaleLayout({ children, params }: LocaleParams & { children: React.ReactNode }) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'shell' })
  return (
    <html lang={htmlLang[locale]}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-800 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 text-brand focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          {t('skipToContent')}
        </a>
        {/* no message bundle here: the shell's client parts get their texts as props, and pages
            with forms wrap them in ClientMessages, so a text page ships no i18n runtime */}
        <Header locale={locale} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer locale={locale} />
        <Toaster />
        <SiteNavigation />
        {(await draftMode()).isEnabled && <LivePreviewListener />}
      </body>
    </html>
  )
}
