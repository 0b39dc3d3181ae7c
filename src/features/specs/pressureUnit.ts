import { DEFAULT_PRESSURE_UNIT, isPressureUnit, type PressureUnit } from './specOptions'

/** The visitor's pressure unit, remembered in a cookie that the server reads when it renders figures. */
export { PRESSURE_UNIT_COOKIE } from '@/runtime/cacheRules.mjs'

export const pressureUnitOr = (value: unknown, fallback: PressureUnit = DEFAULT_PRESSURE_UNIT): PressureUnit =>
  isPressureUnit(value) ? value : fallback
