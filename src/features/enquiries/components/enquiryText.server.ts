import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/siteMap'

import type { EnquiryText } from './enquiryText'

/** The enquiry form's words in a language (contact.form, .rules, .file and member.request). */
export async function enquiryText(locale: Locale): Promise<EnquiryText> {
  const [contact, member] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    getTranslations({ locale, namespace: 'member' }),
  ])
  return {
    form: contact.raw('form') as EnquiryText['form'],
    rules: contact.raw('rules') as EnquiryText['rules'],
    file: contact.raw('file') as EnquiryText['file'],
    request: member.raw('request') as EnquiryText['request'],
  }
}
