import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { Toaster } from '@/components/ui/Toaster'
import { isLocale } from '@/siteMap'

import '../globals.css'

// No page is rendered at build time (the database may not exist yet): each renders on its first
// request, is cached, and is re-rendered when editors publish (revalidation by tag).
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'zh', namespace: 'meta' })
  return { description: t('description'), metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000') }
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: React.ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return (
    <html lang={locale === 'zh' ? 'zh-CN' : 'en'}>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        <NextIntlClientProvider>
          {children}
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
