import 'server-only'

import { getTranslations } from 'next-intl/server'

import { getSiteNames } from '@/features/content/content.server'
import { attachmentRuleValues } from '@/features/enquiries/attachmentRules'
import type { EnquiryText } from '@/features/enquiries/components/enquiryText'
import { enquiryText } from '@/features/enquiries/components/enquiryText.server'
import type { Member } from '@/payload-types'
import type { Locale } from '@/siteMap'
import { nameOf } from '@/siteMap/names'

import { serviceProducts } from '../requestFields'
import { serviceRequestRuleValues } from '../requestRules'
import type { ProductGroup } from './ProductSelect'
import type { MemberDetails } from './useServiceRequestForm'

/** The paths both service request pages' client parts read their words from (`ClientMessages`). */
export const serviceRequestMessagePaths = [
  'serviceRequest',
  'member.code',
  'member.rules',
  'member.request',
  'api.serviceRequest',
  'api.tooLong',
]

/** The catalogue's products in the menus' groups, named as their pages name them in `locale`. */
export async function productGroups(locale: Locale): Promise<ProductGroup[]> {
  const names = await getSiteNames()
  const group = (label: string, prefix: string): ProductGroup => ({
    label,
    options: serviceProducts
      .filter((product) => product.key.startsWith(`${prefix}:`))
      .map((product) => ({ key: product.key, name: nameOf(names, product.name)[locale] })),
  })
  return [
    group(names.pages.vacuumValveMain[locale], 'vacuumValve'),
    group(names.menuLabels.presys[locale], 'presysModel'),
    group(names.menuLabels.otherProducts[locale], 'otherProduct'),
  ]
}

/** What the form is prefilled with for a logged-in member. */
export const memberDetails = (member: Member | null): MemberDetails | null =>
  member && { contactName: member.fullName, company: member.company, mobile: member.mobile, email: member.email ?? '' }

/** The contact form's upload words with this form's label and hint (several files). */
export async function serviceFileText(locale: Locale): Promise<EnquiryText> {
  const [text, t] = await Promise.all([enquiryText(locale), getTranslations({ locale, namespace: 'serviceRequest.form' })])
  const fileHint = t('filesHint', { ...attachmentRuleValues(locale), maxFiles: serviceRequestRuleValues.maxFiles })
  return { ...text, form: { ...text.form, file: t('files'), fileHint } }
}
