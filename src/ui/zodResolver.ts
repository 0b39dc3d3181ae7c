import { z } from 'zod/mini'

import type { FieldErrors, Resolver } from '@/ui/useForm'

/**
 * A form's resolver (`@/ui/useForm`) over one of the shared rules: the parsed values, or each
 * field's first failure under the field's name, in the schema's order. `firstOnly` keeps the form's
 * first failure alone (the member forms show one message at a time, as the API answers). It parses
 * synchronously: in async mode zod settles a field with a transform last, out of the form's order.
 */
export function zodResolver<In extends Record<string, unknown>, Out>(
  schema: z.core.$ZodType<Out, In>,
  { firstOnly = false }: { firstOnly?: boolean } = {},
): Resolver<In, Out> {
  return (values) => {
    const result = z.safeParse(schema, values)
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues) {
      // an item of a list (an attachment) is refused at its list's field
      const field = String(issue.path[0] ?? '')
      if (field in errors) continue
      errors[field] = { type: issue.code, message: issue.message }
      if (firstOnly) break
    }
    return { values: {}, errors: errors as FieldErrors<In> }
  }
}
