import { z } from 'zod'

import { type ApiMessageKey, messageOf } from '@/lib/outcome'

export { messageOf }

/** A whole number from 1 to `max`, as a number or a numeric string (clients send both). */
export const wholeNumber = (key: ApiMessageKey, max: number) =>
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
    .pipe(z.number().int(messageOf(key)).min(1, messageOf(key)).max(max, messageOf(key)))

/** A record id: a whole number up to 10⁹. */
export const positiveId = (key: ApiMessageKey) => wholeNumber(key, 1e9)
