import { z } from 'zod/mini'

// The zod helpers every feature's rules module builds on (members, enquiries, service requests): a
// rule's message is its key, which the form shows as `<feature>.rules.<key>` and the API answers as
// `api.<namespace>.<key>`; text too long is always `tooLong`.

/** A ticked checkbox as a form (a boolean), HTML forms and JSON clients send it; `error` is the rule's message key. */
export const tickedCheckbox = (error: string) =>
  z.pipe(
    z
      .union([z.boolean(), z.literal(1), z.literal('1'), z.literal('true'), z.literal('on')], { error })
      .check(z.refine((value) => value !== false, { error })),
    z.transform((): true => true),
  )

/** The helpers of one rules module, typed by its message keys. */
export function textRules<Key extends string>() {
  const rule = (key: Key | 'tooLong') => ({ error: key })
  return {
    rule,
    /** Text that must be given (after trimming), at most `max` characters. */
    requiredText: (key: Key, max: number) =>
      z.string(rule(key)).check(z.trim(), z.minLength(1, rule(key)), z.maxLength(max, rule('tooLong'))),
    /**
     * Text that may be left out (missing, null or empty all mean "not given"); `key` answers a value
     * that is not text, or `tooLong` when the module names none.
     */
    optionalText: (key: Key | undefined, max: number) =>
      z.optional(
        z.pipe(
          z.union(
            [
              z.string(key === undefined ? undefined : rule(key)).check(z.trim(), z.maxLength(max, rule('tooLong'))),
              z.null(),
              z.undefined(),
            ],
            rule(key ?? 'tooLong'),
          ),
          z.transform((value) => value || undefined),
        ),
      ),
    /** A ticked checkbox (see `tickedCheckbox`). */
    ticked: (key: Key) => tickedCheckbox(key),
  }
}
