import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { type TextPageKey, textPagePages } from '@/siteMap/textPages'
import { ContactCallout } from '@/components/textPage/ContactCallout'
import { TextPageLayout } from '@/components/textPage/TextPageLayout'
import { textPageMetadata } from '@/components/textPage/textPageMetadata.server'
import { LinkCards } from '@/components/textPage/LinkCards'
import type { TextPageView } from '@/features/company/company'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { getTextPage } from '@/features/content/content.server'
import type { Locale, PageKey } from '@/siteMap'

/** What a page adds under its text, given the language and the text (null while unwritten). */
export type TextPageAddition = (props: { locale: Locale; content: TextPageView | null }) => React.ReactNode | Promise<React.ReactNode>

export interface TextPageOptions {
  /** The interface's description (a message key, `namespace.key`) while editors wrote no introduction. */
  description: string
  /** Shown while editors have not written the text (a message key); nothing where the page's own parts follow. */
  emptyText?: string
  sectionsAs?: 'sections' | 'list'
  /** The page's own parts under the text (a timeline, questions and answers, contact blocks). */
  after?: TextPageAddition
  /** Cards to related pages, under a heading (a message key). */
  links?: { heading: string; to: PageKey[] }
  /** The service pages' call to the contact page, last. */
  contactCall?: boolean
}

/**
 * A page of editable text (a `text-pages` record), its metadata and its page component: the route
 * file only names the record and what the page adds. Route segment config, where a page needs
 * it, stays a literal in the route file (Next reads it statically).
 */
export function textPage(key: TextPageKey, options: TextPageOptions) {
  const page = textPagePages[key]
  const { description, emptyText, sectionsAs, after: After, links, contactCall } = options

  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params)
    const t = await getTranslations({ locale })
    return textPageMetadata(locale, page, key, t(description))
  }

  async function TextPage({ params }: LocaleParams) {
    const locale = await pageLocale(params)
    const t = await getTranslations({ locale })
    const content = await getTextPage(locale, key)
    return (
      <TextPageLayout locale={locale} page={page} content={content} emptyText={emptyText ? t(emptyText) : ''} sectionsAs={sectionsAs}>
        {After && <After locale={locale} content={content} />}
        {links && <LinkCards locale={locale} heading={t(links.heading)} to={links.to} />}
        {contactCall && <ContactCallout locale={locale} label={t('services.contactUs')} />}
      </TextPageLayout>
    )
  }

  return { generateMetadata, TextPage }
}
