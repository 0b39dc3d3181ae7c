import 'server-only'

import { getTranslations } from 'next-intl/server'

import { attachmentRuleValues } from '@/features/enquiries/attachmentRules'
import type { Locale } from '@/siteMap'

import type { EnquiryText } from './enquiryText'

/**
 * The enquiry form's words in a language (contact.form, .rules, .file and member.request), with the
 * upload limits filled in; `{name}` is left for the form.
 */
export async function enquiryText(locale: Locale): Promise<EnquiryText> {
  const [contact, member] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    getTranslations({ locale, namespace: 'member' }),
  ])
  const values = attachmentRuleValues(locale)
  const file = contact.raw('file') as EnquiryText['file']
  return {
    form: { ...(contact.raw('form') as EnquiryText['form']), fileHint: contact('form.fileHint', values) },
    rules: contact.raw('rules') as EnquiryText['rules'],
    file: Object.fromEntries(Object.keys(file).map((key) => [key, contact(`file.${key as keyof typeof file}`, values)])) as typeof file,
    request: member.raw('request') as EnquiryText['request'],
  }
}
