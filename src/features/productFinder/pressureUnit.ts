import { isPressureUnit, type PressureUnit } from './specOptions'

/** The visitor's pressure unit, remembered in a cookie that the server reads when it renders figures. */
export const PRESSURE_UNIT_COOKIE = 'pressure_unit'

export const pressureUnitOr = (value: unknown, fallback: PressureUnit = 'mbar'): PressureUnit => (isPressureUnit(value) ? value : fallback)
