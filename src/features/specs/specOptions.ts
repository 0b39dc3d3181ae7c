/**
 * The vocabulary of the structured product specifications: the values editors pick from, in both
 * languages. The admin fields, the finder's filters, the technical-data tab and the generated
 * datasheets all read these lists, so a value means the same thing everywhere.
 */
type Bilingual = { zh: string; en: string }
const t = (zh: string, en: string): Bilingual => ({ zh, en })

export const productFamilies = {
  gate: t('插板阀', 'Gate valves'),
  angle: t('角阀', 'Angle valves'),
  butterfly: t('蝶阀与节流阀', 'Butterfly and throttle valves'),
  transfer: t('矩形传输阀与门阀', 'Transfer and door valves'),
  pendulum: t('摆阀', 'Pendulum valves'),
  combined: t('组合阀', 'Combined valves'),
  controller: t('控制器', 'Controllers'),
  seal: t('密封件', 'Seals'),
  chiller: t('冷水机', 'Chillers'),
} as const

export const flangeStandards = {
  KF: t('ISO-KF', 'ISO-KF'),
  'ISO-K': t('ISO-K', 'ISO-K'),
  'ISO-F': t('ISO-F', 'ISO-F'),
  CF: t('CF（刀口）', 'CF (ConFlat)'),
  JIS: t('JIS', 'JIS'),
  custom: t('按腔体定制', 'Custom interface'),
} as const

export const actuations = {
  pneumatic: t('气动', 'Pneumatic'),
  manual: t('手动', 'Manual'),
  electric: t('电动', 'Electric'),
  motorised: t('步进电机', 'Motorised (stepper)'),
} as const

export const bodyMaterials = {
  '304': t('不锈钢 SUS304', 'Stainless steel 304'),
  '316L': t('不锈钢 SUS316L', 'Stainless steel 316L'),
  aluminium: t('铝合金 A6061', 'Aluminium A6061'),
} as const

export const sealMaterials = {
  FKM: t('FKM（氟橡胶，Viton®）', 'FKM (Viton®)'),
  FFKM: t('FFKM（全氟醚橡胶）', 'FFKM (perfluoroelastomer)'),
  EPDM: t('EPDM', 'EPDM'),
  metal: t('全金属', 'All-metal'),
} as const

export type ProductFamily = keyof typeof productFamilies
export type FlangeStandard = keyof typeof flangeStandards
export type Actuation = keyof typeof actuations
export type BodyMaterial = keyof typeof bodyMaterials
export type SealMaterial = keyof typeof sealMaterials

/** Payload select options from one of the lists above (values stay the keys). */
export const selectOptions = (list: Record<string, Bilingual>) => Object.entries(list).map(([value, label]) => ({ value, label }))

/** Pressures are stored in mbar; a visitor reads them in the unit they chose. */
export const pressureUnits = ['mbar', 'Pa', 'Torr'] as const
export type PressureUnit = (typeof pressureUnits)[number]
/** The unit a visitor reads until they choose another; an address without `unit` means it. */
export const DEFAULT_PRESSURE_UNIT: PressureUnit = 'mbar'

const perMbar: Record<PressureUnit, number> = { mbar: 1, Pa: 100, Torr: 0.750062 }

export const isPressureUnit = (value: unknown): value is PressureUnit => pressureUnits.includes(value as PressureUnit)

const superscript = (digits: string) => Array.from(digits, (c) => (c === '-' ? '⁻' : '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(c)])).join('')

/** A number as vacuum people write it: 1×10⁻⁹ below 0.01, plain above (1.2, 1,000). */
export function scientific(value: number): string {
  if (value === 0) return '0'
  if (Math.abs(value) >= 0.01 && Math.abs(value) < 100_000) return String(Number(value.toPrecision(3)))
  const exponent = Math.floor(Math.log10(Math.abs(value)))
  const mantissa = Number((value / 10 ** exponent).toPrecision(2))
  return `${mantissa === 1 ? '1' : mantissa}×10${superscript(String(exponent))}`
}

const pressureIn = (mbar: number, unit: PressureUnit) => mbar * perMbar[unit]

export const formatPressure = (mbar: number, unit: PressureUnit) => `${scientific(pressureIn(mbar, unit))} ${unit}`

/** Conductances read as engineers write them: three significant figures, no exponent. */
export const formatConductance = (litresPerSecond: number) => String(Number(litresPerSecond.toPrecision(3)))

/** The leak rate unit follows the pressure unit (mbar·l/s, Pa·m³/s, Torr·l/s). */
export function formatLeakRate(mbarLitrePerSecond: number, unit: PressureUnit): string {
  if (unit === 'Pa') return `${scientific(mbarLitrePerSecond * 0.1)} Pa·m³/s`
  return `${scientific(pressureIn(mbarLitrePerSecond, unit))} ${unit}·l/s`
}
