import type { MessageKeys, NestedKeyOf } from 'next-intl'

import type zh from '@/messages/zh/api.json'

type ApiMessages = (typeof zh)['api']

/** A server message of the public API, e.g. `member.codeWrong`; the same key in zh and en. */
export type ApiMessageKey = MessageKeys<ApiMessages, NestedKeyOf<ApiMessages>>

export type MessageValues = Record<string, string | number>

/** Why a domain operation refused: a message key (and its values) the caller shows in its language. */
export interface Refusal {
  ok: false
  message: ApiMessageKey
  values?: MessageValues
}

export const refuse = (message: ApiMessageKey, values?: MessageValues): Refusal => ({ ok: false, message, values })

/**
 * What a business operation returns: its result, or a refusal the caller words in the visitor's
 * language. Kept out of the HTTP layer so that features and pages can use it without knowing replies.
 */
export type Outcome<T extends object = object> = ({ ok: true } & T) | Refusal

/** A zod message option whose every issue reports this key (missing, wrong type or failed rule alike). */
export const messageOf = (key: ApiMessageKey) => ({ error: key })
