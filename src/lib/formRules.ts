import { z } from 'zod/mini'

// The zod helpers every feature's rules module builds on (members, enquiries, service requests): a
// rule's message is its key, which the form shows as `<feature>.rules.<key>` and the API answers as
// `api.<namespace>.<key>`; text too long is always `tooLong`.

/**
 * The lengths the forms of every feature share, so that one person's name or e-mail address fits
 * every form that asks for it: a name, an e-mail address, a line of text (a company, a department,
 * a topic, a model number) and the reference the upload call gives a stored file.
 */
export const sharedLengths = { name: 50, email: 200, line: 200, fileReference: 64 } as const

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
