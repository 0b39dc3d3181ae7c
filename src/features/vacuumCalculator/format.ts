/**
 * Figures as an engineer writes them: three significant figures, the locale's thousands separator,
 * and a power of ten with a mantissa from 1 to 9.99 outside 0.01 to 999,999.
 */
const PLAIN_FROM = 0.01
const PLAIN_BELOW = 1e6

const superscripts: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
}

const threeFigures = (locale: string) => new Intl.NumberFormat(locale, { minimumSignificantDigits: 3, maximumSignificantDigits: 3 })

export function significant(value: number, locale: string): string {
  // the calculator refuses what would lead here; a dash is all a page can honestly show
  if (!Number.isFinite(value)) return '—'
  if (value === 0) return '0'
  // rounded first, so that 9.996 × 10⁻³ becomes 0.0100 and 999,950 becomes 1.00 × 10⁶
  const rounded = Number(value.toPrecision(3))
  if (Math.abs(rounded) >= PLAIN_FROM && Math.abs(rounded) < PLAIN_BELOW) return threeFigures(locale).format(rounded)
  const [mantissa, exponent] = rounded.toExponential(2).split('e')
  const power = String(Number(exponent))
    .split('')
    .map((character) => superscripts[character])
    .join('')
  return `${threeFigures(locale).format(Number(mantissa))}×10${power}`
}

/** A duration in the unit that reads best: seconds up to two minutes, minutes up to two hours, then hours. */
export function durationParts(seconds: number, locale: string): { unit: 'seconds' | 'minutes' | 'hours'; value: string } {
  if (seconds < 120) return { unit: 'seconds', value: significant(seconds, locale) }
  if (seconds < 7200) return { unit: 'minutes', value: significant(seconds / 60, locale) }
  return { unit: 'hours', value: significant(seconds / 3600, locale) }
}

/** A length such as the mean free path in µm below a millimetre, in mm below a metre, then in m. */
export function formatLength(metres: number, locale: string): string {
  const rounded = Number(metres.toPrecision(3))
  if (rounded < 1e-3) return `${significant(metres * 1e6, locale)} µm`
  if (rounded < 1) return `${significant(metres * 1e3, locale)} mm`
  return `${significant(metres, locale)} m`
}
