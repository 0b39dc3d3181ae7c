import { stringify } from 'csv-stringify/sync'

type CsvCell = string | number | null | undefined

/** One column of an export: its heading in both admin languages and how a row fills it. */
export interface CsvColumn<Row> {
  header: { zh: string; en: string }
  value: (row: Row) => CsvCell
}

export type AdminLanguage = 'zh' | 'en'

/**
 * A spreadsheet file Excel opens correctly: UTF-8 with a byte-order mark (without it Excel reads
 * Chinese as mojibake), CRLF lines, quoting where needed, and cells that begin with = + - @ made
 * inert (a visitor's enquiry must not become a formula on a staff member's computer).
 */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[], language: AdminLanguage): string {
  return stringify(
    [columns.map((column) => column.header[language]), ...rows.map((row) => columns.map((column) => cellText(column.value(row))))],
    // quoted_match: with CRLF records csv-stringify would leave a bare line break in a message unquoted
    { bom: true, record_delimiter: 'windows', escape_formulas: true, quoted_match: /[\r\n]/ },
  )
}

const cellText = (cell: CsvCell): string => (cell === null || cell === undefined ? '' : String(cell))

/** Times in exports are Beijing time, as the staff read them ("2026-03-01 14:05"). */
export { beijingTime } from '@/lib/beijingTime'
