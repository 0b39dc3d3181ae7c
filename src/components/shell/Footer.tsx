import { getTranslations } from 'next-intl/server'

import { container } from '@/ui/layout'
import { SmartLink } from '@/ui/SmartLink'
import { StaticPart } from '@/ui/apart.server'
import { policeFilingLink } from '@/features/site/publicFilings'
import { getSiteNames, getSiteSettings } from '@/features/content/content.server'
import { type Locale, pages } from '@/siteMap'

import { FooterLanguageSelect } from './FooterLanguageSelect'
import { PoliceFilingBadge } from './PoliceFilingBadge'

const legalPages = ['privacyPolicy', 'userAgreement'] as const

/**
 * The footer: the editors' six link groups, languages, back-to-top, the legal pages and the filing
 * numbers (ICP, and the public-security one with its badge once editors set it).
 */
export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shell' })
  const tMeta = await getTranslations({ locale, namespace: 'meta' })
  const [settings, names] = await Promise.all([getSiteSettings(locale), getSiteNames()])
  const companyName = settings.companyName || tMeta('brand')

  return (
    <footer className="mt-16 bg-brand-dark text-white">
      {settings.footerGroups.length > 0 && (
        <StaticPart
          as="nav"
          aria-label={t('footerNav')}
          className={`${container} footer-nav grid grid-cols-2 gap-8 py-10 sm:grid-cols-3 lg:grid-cols-6`}
        >
          {settings.footerGroups.map((group, index) => (
            // a fixed list in server-rendered markup: the position is key enough (keys are written into the RSC payload too)
            <section key={index} aria-labelledby={`footer-group-${index}`}>
              <h2 id={`footer-group-${index}`}>{group.title}</h2>
              <ul>
                {group.links.map((link, linkIndex) => (
                  <li key={linkIndex}>
                    <SmartLink locale={locale} href={link.href}>
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </StaticPart>
      )}
      <div className="border-t border-white/15">
        <div className={`${container} flex flex-col gap-4 py-6 text-sm text-white/85 md:flex-row md:items-center md:justify-between`}>
          <StaticPart className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              © {new Date().getFullYear()} {companyName} · {t('rights')}
            </span>
            {settings.filingNumber && (
              <a href={settings.filingUrl} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:underline">
                {settings.filingNumber}
              </a>
            )}
            {settings.policeFilingNumber && (
              <a
                href={policeFilingLink(settings.policeFilingNumber)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
              >
                <PoliceFilingBadge />
                {settings.policeFilingNumber}
              </a>
            )}
            <nav aria-label={t('legalNav')} className="inline-flex gap-3">
              {legalPages.map((key) => (
                <SmartLink key={key} locale={locale} href={pages[key].path} className="underline-offset-4 hover:underline">
                  {names.pages[key][locale]}
                </SmartLink>
              ))}
            </nav>
          </StaticPart>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <FooterLanguageSelect locale={locale} label={t('language')} />
            <a
              href="#top"
              className="flex min-h-8 items-center gap-1 rounded border whitespace-nowrap border-white/30 px-3 py-1 hover:bg-white/10"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                <path d="M10 4l6 6-1.4 1.4L11 7.8V16H9V7.8l-3.6 3.6L4 10z" />
              </svg>
              {t('backToTop')}
            </a>
          </div>
        </div>
      </div>
    </footer>
  )
}
