/**
 * The return number a customer writes on the parcel and types on the tracking page:
 * `RMA-<year>-<sequence>`, the sequence counted from 1 each year and written with at least five
 * digits (RMA-2026-00042). Pure, so that the tracking form checks a number before it is sent.
 */
export interface RmaNumber {
  year: number
  sequence: number
}

const SEQUENCE_DIGITS = 5
const FIRST_YEAR = 2000
const LAST_YEAR = 9999
/** A year's counter beyond five digits keeps counting; nine digits is far beyond any workshop. */
const SEQUENCE_MAX = 999_999_999

// a Chinese input method may type full-width letters, digits and dashes; NFKC turns them into ASCII
const PATTERN = /^RMA\s*-\s*(\d{4})\s*-\s*(\d{1,9})$/

const isValid = ({ year, sequence }: RmaNumber) =>
  Number.isInteger(year) &&
  year >= FIRST_YEAR &&
  year <= LAST_YEAR &&
  Number.isInteger(sequence) &&
  sequence >= 1 &&
  sequence <= SEQUENCE_MAX

export function formatRmaNumber(rma: RmaNumber): string {
  if (!isValid(rma)) throw new RangeError(`no RMA number for year ${rma.year}, sequence ${rma.sequence}`)
  return `RMA-${rma.year}-${String(rma.sequence).padStart(SEQUENCE_DIGITS, '0')}`
}

/**
 * Reads a number as a person types it: any letter case, spaces around it or around the dashes,
 * full-width characters, fewer leading zeros. Anything else is not an RMA number.
 */
export function parseRmaNumber(input: string): RmaNumber | undefined {
  const match = PATTERN.exec(input.normalize('NFKC').trim().toUpperCase())
  if (!match) return undefined
  const rma = { year: Number(match[1]), sequence: Number(match[2]) }
  return isValid(rma) ? rma : undefined
}

/** The one spelling stored and looked up (`rma-2026-42 ` → `RMA-2026-00042`), or undefined for text that is no RMA number. */
export function normaliseRmaNumber(input: string): string | undefined {
  const rma = parseRmaNumber(input)
  return rma && formatRmaNumber(rma)
}
