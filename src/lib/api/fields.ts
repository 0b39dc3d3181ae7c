import { z } from 'zod'

import type { ApiMessageKey } from '@/lib/api/messages'

/** Every issue of a field reports this message key (missing, wrong type or failed rule alike). */
export const messageOf = (key: ApiMessageKey) => ({ error: key })

/** A positive integer id, as a number or a numeric string (clients send both). */
export const positiveId = (key: ApiMessageKey) =>
  z
    .union(
      [
        z.number(messageOf(key)),
        z
          .string(messageOf(key))
          .trim()
          .regex(/^\d{1,9}$/, messageOf(key)),
      ],
      messageOf(key),
    )
    .transform(Number)
    .pipe(z.number().int(messageOf(key)).positive(messageOf(key)).max(1e9, messageOf(key)))
