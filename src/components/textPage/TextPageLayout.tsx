import type React from 'react'

import { Breadcrumb } from '@/ui/Breadcrumb'
import { container } from '@/ui/layout'
import { PageBanner } from '@/ui/PageBanner'
import { TextSections } from '@/components/textPage/TextSections'
import type { TextPageView } from '@/features/company/company'
import { getSiteNames } from '@/features/content/content.server'
import { type Locale, type PageKey, pages } from '@/siteMap'

/**
 * A page of editable text: banner with breadcrumb, heading and introduction, the text sections,
 * then what the page adds (links, contact blocks, a timeline).
 */
export async function TextPageLayout({
  locale,
  page,
  content,
  emptyText,
  sectionsAs = 'sections',
  children,
}: {
  locale: Locale
  page: PageKey
  content: TextPageView | null
  /** Shown while editors have not written the text. */
  emptyText: string
  /** Paragraphs under headings, or a checklist of short items (upgrade offers). */
  sectionsAs?: 'sections' | 'list'
  children?: React.ReactNode
}) {
  const names = await getSiteNames()
  return (
    <>
      <PageBanner title={names.pages[page][locale]} intro={content?.intro} image={content?.banner}>
        <Breadcrumb locale={locale} names={names} path={pages[page].path} className="text-white/85" />
      </PageBanner>
      <div className={`${container} py-12`}>
        {!content ? (
          <p className="text-slate-600">{emptyText}</p>
        ) : sectionsAs === 'list' ? (
          <ul className="grid gap-4 md:grid-cols-2">
            {content.sections.map((section, index) => (
              <li key={index} className="flex gap-3 rounded-lg border border-slate-200 bg-slate-50 p-5">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 h-5 w-5 shrink-0 text-accent-strong" fill="currentColor">
                  <path d="M8 13.2 4.8 10l-1.4 1.4L8 16l9-9-1.4-1.4z" />
                </svg>
                <div>
                  {section.heading && <h2 className="mb-1 font-bold text-brand">{section.heading}</h2>}
                  <p className="leading-relaxed text-slate-700">{section.body}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <TextSections sections={content.sections} />
        )}
        {children}
      </div>
    </>
  )
}
