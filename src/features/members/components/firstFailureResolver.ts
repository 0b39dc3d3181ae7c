import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod/mini'

/**
 * A react-hook-form resolver for one of the shared member schemas that keeps only the first
 * failure (one message at a time, as the API answers), in the schema's field order. It parses
 * synchronously: in async mode zod settles the fields with a transform last, which would put the
 * code's failure after the name's.
 */
export function firstFailureResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.core.$ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const everyFailure = zodResolver(schema, undefined, { mode: 'sync' })
  return async (values, context, options) => {
    const result = await everyFailure(values, context, options)
    const [first] = Object.keys(result.errors)
    if (!first) return result
    return { values: {}, errors: { [first]: result.errors[first] } as FieldErrors<Input> }
  }
}
