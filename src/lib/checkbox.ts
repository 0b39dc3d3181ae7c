import { z } from 'zod/mini'

/** A ticked checkbox as a form (a boolean), HTML forms and JSON clients send it; `error` is the rule's message key. */
export const tickedCheckbox = (error: string) =>
  z.pipe(
    z
      .union([z.boolean(), z.literal(1), z.literal('1'), z.literal('true'), z.literal('on')], { error })
      .check(z.refine((value) => value !== false, { error })),
    z.transform((): true => true),
  )
