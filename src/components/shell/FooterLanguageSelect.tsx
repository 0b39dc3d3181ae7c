'use client'

import { useId } from 'react'

import { isLocale, type Locale } from '@/siteMap'

import { switchLanguage } from './switchLanguage'
import { useSitePath } from '@/ui/useSitePath'

/** The footer's language dropdown; choosing the other language reloads this page in it. */
export function FooterLanguageSelect({ locale, label }: { locale: Locale; label: string }) {
  const pathname = useSitePath()
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-white/80">
        {label}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value
          if (isLocale(chosen) && chosen !== locale) switchLanguage(chosen, pathname)
        }}
        className="rounded border border-white/30 bg-brand-dark px-2 py-1 text-sm text-white focus:outline-2 focus:outline-accent"
      >
        <option value="zh" lang="zh-CN">
          中文
        </option>
        <option value="en" lang="en">
          English
        </option>
      </select>
    </div>
  )
}
