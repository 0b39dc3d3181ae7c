'use client'

import { type Locale, locales } from '@/siteMap'

import { pageInLanguage, switchLanguage } from './switchLanguage'
import { useSitePath } from '@/ui/useSitePath'

const names: Record<Locale, { label: string; lang: string }> = {
  zh: { label: '中文', lang: 'zh-CN' },
  en: { label: 'English', lang: 'en' },
}

/** The header's 中文 / English links: real links to the other-language page, stored on click. */
export function LanguageSwitcher({ locale, label, className = '' }: { locale: Locale; label: string; className?: string }) {
  const pathname = useSitePath()
  return (
    <nav aria-label={label} className={`flex items-center gap-1 ${className}`}>
      {locales.map((option, index) => (
        <span key={option} className="flex items-center gap-1">
          {index > 0 && <span aria-hidden="true">/</span>}
          {option === locale ? (
            <span aria-current="true" lang={names[option].lang} className="font-semibold">
              {names[option].label}
            </span>
          ) : (
            <a
              href={pageInLanguage(option, pathname)}
              hrefLang={names[option].lang}
              lang={names[option].lang}
              className="inline-flex min-h-6 items-center whitespace-nowrap underline-offset-4 hover:underline"
              onClick={(event) => {
                event.preventDefault()
                switchLanguage(option, pathname)
              }}
            >
              {names[option].label}
            </a>
          )}
        </span>
      ))}
    </nav>
  )
}
