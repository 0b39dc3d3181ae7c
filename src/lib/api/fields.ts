import { z } from 'zod'

import type { ApiMessageKey } from '@/lib/api/messages'

/** Every issue of a field reports this message key (missing, wrong type or failed rule alike). */
export const messageOf = (key: ApiMessageKey) => ({ error: key })

/** A positive integer id, as a number or a numeric string (clients send both). */
export const positiveId = (key: ApiMessageKey) =>
  z
    .union([z.number(messageOf(key)), z.string(messageOf(key)).trim().regex(/^\d{1,9}$/, messageOf(key))], messageOf(key))
    .transform(Number)
    .pipe(z.number().int(messageOf(key)).positive(messageOf(key)).max(1e9, messageOf(key)))

/** Text that must be given: trimmed, not empty, bounded. */
export const requiredText = (key: ApiMessageKey, max = 200) =>
  z.string(messageOf(key)).trim().min(1, messageOf(key)).max(max, messageOf('tooLong'))

/** Text that may be left out (missing, null or empty all mean "not given"). */
export const optionalText = (key: ApiMessageKey, max = 200) =>
  z
    .union([z.string(messageOf(key)).trim().max(max, messageOf('tooLong')), z.null(), z.undefined()], messageOf(key))
    .transform((value) => value || undefined)
    .optional()

/** A ticked checkbox as HTML forms and JSON clients send it. */
export const ticked = (key: ApiMessageKey) =>
  z
    .union([z.literal(true), z.literal(1), z.literal('1'), z.literal('true'), z.literal('on')], messageOf(key))
    .transform((): true => true)
