import type { Payload } from 'payload'

import { isVerificationCode, type SiteVerificationField, siteVerificationTags } from '@/features/site/publicFilings'
import { type Picture, pictureOf } from '@/lib/media'
import type { SiteSetting } from '@/payload-types'
import type { Locale } from '@/siteMap'

export interface BannerSlide {
  title: string
  text: string
  href: string
  image: Picture | null
  mobileImage: Picture | null
}

export type FooterLink = Pick<NonNullable<NonNullable<SiteSetting['footerGroups']>[number]['links']>[number], 'label' | 'href'>

export interface FooterGroup {
  title: string
  links: FooterLink[]
}

/** The company facts and the shell's editable parts, in one language. */
export interface SiteSettingsView {
  companyName: string
  filingNumber: string
  filingUrl: string
  /** 公网安备 number, empty while editors have not set it */
  policeFilingNumber: string
  /** The search engines' verification codes that are set (valid ones only). */
  siteVerification: Partial<Record<SiteVerificationField, string>>
  servicePhone: string
  serviceEmail: string
  serviceAddress: string
  bannerSlides: BannerSlide[]
  footerGroups: FooterGroup[]
}

/**
 * The site settings in a language. A fresh database has no settings yet: every field then reads
 * empty, and the shell renders without the parts it lacks.
 */
export async function readSiteSettings(payload: Payload, locale: Locale): Promise<SiteSettingsView> {
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 1 })
  return {
    companyName: settings.companyName ?? '',
    filingNumber: settings.filingNumber ?? '',
    filingUrl: settings.filingUrl || 'https://beian.miit.gov.cn/',
    policeFilingNumber: settings.policeFilingNumber?.trim() ?? '',
    siteVerification: Object.fromEntries(
      siteVerificationTags
        .map(({ field }) => [field, settings.siteVerification?.[field]?.trim() ?? ''] as const)
        .filter(([, code]) => code && isVerificationCode(code)),
    ),
    servicePhone: settings.servicePhone ?? '',
    serviceEmail: settings.serviceEmail ?? '',
    serviceAddress: settings.serviceAddress ?? '',
    bannerSlides: (settings.bannerSlides ?? []).map((slide) => ({
      title: slide.title,
      text: slide.text ?? '',
      href: slide.href,
      image: pictureOf(slide.image, slide.title),
      mobileImage: pictureOf(slide.mobileImage, slide.title),
    })),
    footerGroups: (settings.footerGroups ?? []).map((group) => ({
      title: group.title,
      links: (group.links ?? []).map((link) => ({ label: link.label, href: link.href })),
    })),
  }
}
