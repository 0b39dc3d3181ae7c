import { type BannerTheme, sharedBanner } from './banners'
import { type SeedContext, sameRows } from './context'
import { siteSettings } from './data/siteSettings'
import { siteNames } from '@/siteMap/namesOfAFreshSite'
import type { Locale, Localized } from './data/types'

/** The home slides in order: company introduction, product services, news. */
const slideThemes: BannerTheme[] = ['company', 'service', 'news']

/** Company facts, the home banner and the footer links. */
export async function seedSiteSettings(ctx: SeedContext): Promise<void> {
  const { payload, req } = ctx
  const slideImages: { image: number; mobileImage: number }[] = []
  for (const theme of slideThemes) {
    slideImages.push({ image: await sharedBanner(ctx, theme), mobileImage: await sharedBanner(ctx, theme, true) })
  }
  const slides = (locale: Locale) =>
    siteSettings.bannerSlides.map((slide, index) => ({
      title: slide.title[locale],
      text: slide.text[locale],
      href: slide.href,
      ...slideImages[index],
    }))
  const footer = (locale: Locale) =>
    siteSettings.footerGroups.map((group) => ({
      title: group.title[locale],
      links: group.links.map((link) => ({ label: link.label[locale], href: link.href })),
    }))

  const zh = await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'zh',
    data: {
      companyName: siteSettings.companyName.zh,
      filingNumber: siteSettings.filingNumber,
      filingUrl: siteSettings.filingUrl,
      servicePhone: siteSettings.servicePhone,
      serviceEmail: siteSettings.serviceEmail,
      serviceAddress: siteSettings.serviceAddress.zh,
      bannerSlides: slides('zh'),
      footerGroups: footer('zh'),
    },
    depth: 0,
    req,
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    data: {
      companyName: siteSettings.companyName.en,
      serviceAddress: siteSettings.serviceAddress.en,
      bannerSlides: sameRows(zh.bannerSlides, slides('en')),
      footerGroups: sameRows(
        zh.footerGroups,
        footer('en').map((group, index) => ({ ...group, links: sameRows(zh.footerGroups?.[index]?.links, group.links) })),
      ),
    },
    depth: 0,
    req,
  })
}

/** The names of the site map's pages and the menu's labels (products carry their own). */
export async function seedPageNames(ctx: SeedContext): Promise<void> {
  const { payload, req } = ctx
  for (const locale of ['zh', 'en'] as const) {
    const inLanguage = <K extends string>(names: Record<K, Localized<string>>) =>
      Object.fromEntries(Object.entries<Localized<string>>(names).map(([key, name]) => [key, name[locale]])) as Record<K, string>
    await payload.updateGlobal({
      slug: 'page-names',
      locale,
      data: { pages: inLanguage(siteNames.pages), menuLabels: inLanguage(siteNames.menuLabels) },
      depth: 0,
      req,
    })
  }
}
