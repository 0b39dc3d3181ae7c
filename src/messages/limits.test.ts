import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { GRANT_SECONDS } from '@/features/downloads/downloads'
import { attachmentRuleValues } from '@/features/enquiries/attachmentRules'
import { CODE_TTL_SECONDS, memberRuleValues, RESEND_SECONDS } from '@/features/members/ruleValues'
import { quoteRuleValues } from '@/features/quote/quoteRules'
import { newsListValues } from '@/api/newsType'
import { loadMessages } from '@/messages'
import type { Locale } from '@/siteMap'

const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : []

/** The numbers a text writes out, read as a person would ("9,999" is 9999). */
const numbersIn = (text: string) => [...text.matchAll(/\d{1,3}(?:,\d{3})+|\d+/g)].map(([number]) => Number(number.replaceAll(',', '')))

/** Every limit a visitor is told about, from the constants that enforce it. */
const limits = {
  ...memberRuleValues,
  ...attachmentRuleValues('en'),
  ...quoteRuleValues,
  ...newsListValues,
  grantMinutes: GRANT_SECONDS / 60,
  resendSeconds: RESEND_SECONDS,
  codeMinutes: CODE_TTL_SECONDS / 60,
}

describe('the limits in the interface messages', () => {
  it.each(['zh', 'en'] as const)('are never written out in the %s message files, only filled in from the constants', async (locale) => {
    const texts = textsOf(await loadMessages(locale))
    const limitNumbers = new Set(Object.values(limits).filter((value) => typeof value === 'number'))
    const kinds = attachmentRuleValues(locale).attachmentKinds
    expect(texts.filter((text) => numbersIn(text).some((number) => limitNumbers.has(number)))).toEqual([])
    expect(texts.filter((text) => text.includes(kinds))).toEqual([])
  })

  // what the forms show today; the API's texts are compared by the integration tests
  const shown: Record<Locale, Record<string, string>> = {
    zh: {
      'member.rules.passwordRule': '密码为 6–20 位字母或数字',
      'member.rules.codeRequired': '请输入 6 位验证码',
      'member.placeholders.password': '6–20 位字母或数字',
      'member.placeholders.code': '6 位验证码',
      'contact.form.fileHint': '可选。支持 JPG、PNG、PDF、CAD（DWG、DXF），不超过 15 MB。',
      'contact.file.tooLarge': '文件不能超过 15 MB',
      'contact.file.kindNotAllowed': '仅支持 JPG、PNG、PDF、DWG、DXF 文件',
      'finder.quote.full': '询价单最多 50 行',
    },
    en: {
      'member.rules.passwordRule': 'The password must be 6–20 letters or digits',
      'member.rules.codeRequired': 'Please enter the 6-digit verification code',
      'member.placeholders.password': '6–20 letters or digits',
      'member.placeholders.code': '6 digits',
      'contact.form.fileHint': 'Optional. JPG, PNG, PDF or CAD (DWG, DXF), up to 15 MB.',
      'contact.file.tooLarge': 'The file must not exceed 15 MB',
      'contact.file.kindNotAllowed': 'Only JPG, PNG, PDF, DWG and DXF files are accepted',
      'finder.quote.full': 'A quote list holds at most 50 lines',
    },
  }
  it.each(['zh', 'en'] as const)('read in %s as they did when they were written out', async (locale) => {
    const t = createTranslator({ locale, messages: await loadMessages(locale) }) as unknown as (
      key: string,
      values: Record<string, string | number>,
    ) => string
    const values = { ...memberRuleValues, ...attachmentRuleValues(locale), ...quoteRuleValues }
    const rendered = Object.fromEntries(Object.keys(shown[locale]).map((key) => [key, t(key, values)]))
    expect(rendered).toEqual(shown[locale])
  })
})
