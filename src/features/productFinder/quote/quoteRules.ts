import { z } from 'zod'

/** The quote list's limits: the browser's list and the feedback call check the same. */
export const QUOTE_MAX_LINES = 50
export const QUOTE_MAX_QUANTITY = 9999
export const QUOTE_NOTE_MAX = 500

/** One line as the browser keeps it and the feedback call's optional `items` carries it. */
export const quoteLineSchema = z.object({
  product: z.string().trim().min(1).max(80),
  size: z.number().int().positive().max(2000).nullable().optional(),
  flange: z.string().trim().max(20).nullable().optional(),
  quantity: z.number().int().min(1).max(QUOTE_MAX_QUANTITY),
  note: z.string().trim().max(QUOTE_NOTE_MAX).optional(),
})

export type QuoteLine = z.infer<typeof quoteLineSchema>
