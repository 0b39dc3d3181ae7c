import { Link } from '@/ui/Link'
import { getTranslations } from 'next-intl/server'

import { MemberStatus, type MemberStatusText } from '@/features/members/components/MemberStatus'
import { HydrateOnUsePart, StaticPart } from '@/ui/apart.server'
import { container } from '@/ui/layout'
import { QuoteHeaderLink } from '@/features/quote/components/QuoteHeaderLink'
import { getSiteNames, getSiteSettings } from '@/features/content/content.server'
import { type Locale, localizedHref, mainMenu, mobileMenu, pages, topMenu } from '@/siteMap'

import { LanguageSwitcher } from './LanguageSwitcher'
import { MainMenu } from './MainMenu'
import { MobileMenu } from './MobileMenu'
import { menuLocalizer, type NavItem } from './navItems'
import { SearchBox } from './SearchBox'
import { searchBoxText } from './searchBoxText.server'

/** The site header: top links, logo, main menu, search, member entry and languages. */
export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shell' })
  const tMember = await getTranslations({ locale, namespace: 'memberStatus' })
  const tLoggedOut = await getTranslations({ locale, namespace: 'member' })
  const tMeta = await getTranslations({ locale, namespace: 'meta' })
  const [settings, names] = await Promise.all([getSiteSettings(locale), getSiteNames()])
  const companyName = settings.companyName || tMeta('brand')

  const searchText = await searchBoxText(locale)
  const memberText: MemberStatusText = {
    login: tMember('login'),
    register: tMember('register'),
    logout: tMember('logout'),
    loggedOut: tLoggedOut('status.loggedOut'),
    myAccount: names.pages.account[locale],
  }
  const localize = menuLocalizer(locale, names)
  const topLinks = localize(topMenu)
  const tQuote = await getTranslations({ locale, namespace: 'finder.quote' })
  const quoteHref = `${localizedHref(locale, pages.contactUs.path)}#quote`

  return (
    <header id="top" className="relative z-40 bg-white shadow-sm">
      <div className="hidden bg-brand text-sm text-white md:block">
        <div className={`${container} flex h-9 items-center justify-between gap-4 whitespace-nowrap`}>
          <TopLinks links={topLinks} locale={locale} label={t('topNav')} className="top-links flex gap-3 lg:gap-5" />
          <div className="flex items-center gap-3 lg:gap-5">
            <QuoteHeaderLink href={quoteHref} label={tQuote('list')} />
            <MemberStatus locale={locale} text={memberText} />
            <LanguageSwitcher locale={locale} label={t('language')} />
          </div>
        </div>
      </div>
      <div className={`${container} flex h-16 items-center justify-between gap-4 md:h-20`}>
        <Link
          href={localizedHref(locale, pages.home.path)}
          aria-label={t('homeLink', { name: companyName })}
          className="flex min-w-0 items-center gap-2 xl:shrink-0"
        >
          <LogoMark />
          {/* beside the search box (xl) the name keeps 13rem, two lines of a long English name, and the menu and search give way */}
          <span className="max-w-[14rem] text-base leading-tight font-bold text-balance text-brand md:max-w-[12rem] md:text-lg lg:max-w-[16rem] xl:max-w-[13rem]">
            {companyName}
          </span>
        </Link>
        {/* the menus and the search box answer a person only: hydrated at the page's first use (decision 050) */}
        <HydrateOnUsePart>
          <MainMenu items={localize(mainMenu)} locale={locale} label={t('mainNav')} submenuLabel={t.raw('submenu') as string} />
        </HydrateOnUsePart>
        {/* the search box's place in this row (xl): the box itself is the next row's, laid over this one */}
        <div className="hidden shrink-0 xl:block xl:w-60" />
        <div className="ml-auto text-sm text-brand md:hidden">
          <QuoteHeaderLink href={quoteHref} label={tQuote('list')} />
        </div>
        <HydrateOnUsePart>
          <MobileMenu
            items={localize(mobileMenu)}
            locale={locale}
            text={{ open: t('openMenu'), close: t('closeMenu'), label: t('mobileNav'), submenu: t.raw('submenu') as string }}
          >
            <div className="mt-4 space-y-4">
              <SearchBox locale={locale} text={searchText} />
              <TopLinks
                links={topLinks}
                locale={locale}
                label={t('topNav')}
                className="top-links flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700"
              />
              <div className="flex items-center justify-between text-sm text-brand">
                <MemberStatus locale={locale} text={memberText} />
                <LanguageSwitcher locale={locale} label={t('language')} />
              </div>
            </div>
          </MobileMenu>
        </HydrateOnUsePart>
      </div>
      {/* tablets and small laptops: the menu fills the row, so the search gets a row of its own; from xl
          the row lies over the one above, the box in the place kept for it there. One box for both
          widths: a second one was a second client component to hydrate on every page */}
      <div
        className={`${container} pointer-events-none hidden justify-end pb-3 md:flex xl:absolute xl:inset-x-0 xl:top-9 xl:h-20 xl:items-center xl:pb-0`}
      >
        <div className="pointer-events-auto w-80 xl:w-60">
          <HydrateOnUsePart>
            <SearchBox locale={locale} text={searchText} />
          </HydrateOnUsePart>
        </div>
      </div>
    </header>
  )
}

/** The top menu (about, jobs, download, honors, contact us): in the top bar, or in the phone menu. */
function TopLinks({ links, locale, label, className }: { links: NavItem[]; locale: Locale; label: string; className: string }) {
  return (
    <StaticPart as="nav" aria-label={label}>
      <ul className={className}>
        {links.map((link) => (
          <li key={link.title}>
            <Link href={link.path ? localizedHref(locale, link.path) : '#'}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </StaticPart>
  )
}

/** A stylised valve disc: the brand's mark until the company supplies a logo. */
function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className="h-9 w-9 shrink-0 md:h-10 md:w-10">
      <circle cx="20" cy="20" r="18" fill="#0b3c7d" />
      <circle cx="20" cy="20" r="11" fill="none" stroke="#fff" strokeWidth="3" />
      <rect x="18" y="4" width="4" height="32" rx="2" fill="#e67e22" />
    </svg>
  )
}
