'use client'

import { useConfig, useLocale, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

import type { AdminTranslationKeys, AdminTranslations } from '@/admin/translations'

import { hasLocalizedFields } from '@/admin/localizedText'

/**
 * Above every edit screen of content that exists in two languages: which language the fields
 * being edited belong to, in words and colour, so nobody types Chinese into the English version
 * by mistake.
 */
export function ContentLanguageBar() {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKeys>()
  const { config, getEntityConfig } = useConfig()
  const locale = useLocale()
  const pathname = usePathname()

  const admin = config.routes.admin
  const [, kind, slug, id] = pathname.slice(admin.length).split('/')
  const entity =
    kind === 'collections' && id
      ? getEntityConfig({ collectionSlug: slug })
      : kind === 'globals' && slug
        ? getEntityConfig({ globalSlug: slug })
        : undefined
  if (!config.localization || !entity || !hasLocalizedFields(entity.fields)) return null

  const isDefault = locale.code === config.localization.defaultLocale
  return (
    <div className={`content-language content-language--${locale.code}`} data-locale={locale.code} role="status">
      <strong>{t(isDefault ? 'custom:editingChinese' : 'custom:editingEnglish')}</strong>
      <span>{t(isDefault ? 'custom:editingChineseHint' : 'custom:editingEnglishHint')}</span>
    </div>
  )
}
