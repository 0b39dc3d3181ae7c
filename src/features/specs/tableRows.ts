// Kept apart from specRows.ts (which reads the finder's message files) so that plain modules such
// as src/features/catalogue/catalogue.ts, which the browser tests import, load without JSON modules.

import type { SpecRow } from '@/ui/SpecTable'

export type { SpecRow }

/** The rows editors wrote into a product's two-column table. */
export const tableRows = (rows: SpecRow[] | null | undefined): SpecRow[] => (rows ?? []).map(({ name, text }) => ({ name, text }))

/** The one-line entries editors wrote (applications, features, options). */
export const lineTexts = (rows: { text: string }[] | null | undefined): string[] => (rows ?? []).map((row) => row.text)
