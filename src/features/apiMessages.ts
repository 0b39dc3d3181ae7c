import { createTranslator } from 'next-intl'

import { attachmentRuleValues } from '@/features/enquiries/attachmentRules'
import { memberRuleValues } from '@/features/members/ruleValues'
import { quoteRuleValues } from '@/features/quote/quoteRules'
import { serviceRequestRuleValues } from '@/features/serviceRequests/requestRules'
import en from '@/messages/en/api.json'
import zh from '@/messages/zh/api.json'
import { type ApiMessageKey, type MessageValues } from '@/lib/outcome'
import type { Locale } from '@/siteMap'

type ApiMessages = (typeof zh)['api']

const catalogues: Record<Locale, { api: ApiMessages }> = { zh, en }

export type ApiTranslator = (key: ApiMessageKey, values?: MessageValues) => string

/**
 * The API's messages in a language. The features' limits (`{passwordMax}`, `{maxMegabytes}`,
 * `{quoteMaxLines}` …) are filled in from their constants whichever path a refusal took; values a
 * caller passes (minutes left, a product's name) come on top.
 */
export function apiTranslator(locale: Locale): ApiTranslator {
  const translate = createTranslator({ locale, messages: catalogues[locale], namespace: 'api' })
  const ruleValues = { ...memberRuleValues, ...attachmentRuleValues(locale), ...quoteRuleValues, ...serviceRequestRuleValues }
  return (key, values) => translate(key, { ...ruleValues, ...values })
}

/** Narrows a string (a zod issue's message) to a message key, so unknown texts never reach a visitor. */
export function isApiMessageKey(value: string): value is ApiMessageKey {
  const found = value
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), zh.api)
  return typeof found === 'string'
}
