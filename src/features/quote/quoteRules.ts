/**
 * The quote list's limits: the browser's list and the feedback call (`enquiryItems.ts`) check the
 * same. No zod here: the header's quote link imports this on every page.
 */
export const QUOTE_MAX_LINES = 50
export const QUOTE_MAX_QUANTITY = 9999
export const QUOTE_NOTE_MAX = 500

/** The values the quote messages fill in (`{quoteMaxLines}`, `{quoteMaxQuantity}`, `{quoteNoteMax}`). */
export const quoteRuleValues = { quoteMaxLines: QUOTE_MAX_LINES, quoteMaxQuantity: QUOTE_MAX_QUANTITY, quoteNoteMax: QUOTE_NOTE_MAX }

/** One line as the browser keeps it and the feedback call's optional `items` carries it. */
export interface QuoteLine {
  /** The product's key: `vacuum-valves:UHV`, `presys-models:y78`, `other-products:mne`. */
  product: string
  size?: number | null
  flange?: string | null
  quantity: number
  note?: string
}

/** How long a shared list can be opened. */
export const QUOTE_SHARE_DAYS = 90
