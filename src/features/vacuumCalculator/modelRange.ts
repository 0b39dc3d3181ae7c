import type { PressureUnit } from '@/features/specs/specOptions'
import { GAS_DATA_CELSIUS } from '@/features/specs/gases'
import { fromCubicMetres, fromCubicMetresPerSecond, fromPascal, type VolumeFlowUnit, type VolumeUnit } from '@/features/specs/units'

/**
 * The inputs the calculator's model is made for, in SI units (m³, Pa, m³/s, m, °C). Outside them a
 * figure would mean nothing (a line shorter than a millimetre, a pressure below the extreme high
 * vacuum) or the gas data do not hold (temperature); inside them every figure is a finite number.
 */
export const MODEL_RANGE = {
  /** 1 cm³ to 10,000 m³ */
  volume: { min: 1e-6, max: 1e4 },
  /** 10⁻¹⁰ mbar to 2 bar */
  pressure: { min: 1e-8, max: 2e5 },
  /** 0.001 l/s to 10⁶ l/s, for the pump and for a valve */
  flow: { min: 1e-6, max: 1e3 },
  /** 1 mm to 1 km; 0 means no line */
  lineLength: { min: 1e-3, max: 1e3 },
  /** 0.1 mm to 5 m */
  lineDiameter: { min: 1e-4, max: 5 },
  /** the gas data's range, in °C */
  temperature: GAS_DATA_CELSIUS,
} as const

/** Inclusive, and lenient by the rounding of a unit conversion: 0.001 l is 10⁻⁶ m³ however the division rounds. */
const CONVERSION_ROUNDING = 1e-9
export const isWithin = (value: number, { min, max }: { min: number; max: number }) =>
  value >= min - Math.abs(min) * CONVERSION_ROUNDING && value <= max + Math.abs(max) * CONVERSION_ROUNDING

/** A field's accepted range in the unit the visitor chose for it, for the message beside the field. */
export interface FieldRange {
  min: number
  max: number
  unit: string
}

export const volumeRangeIn = (unit: VolumeUnit): FieldRange => ({
  min: fromCubicMetres(MODEL_RANGE.volume.min, unit),
  max: fromCubicMetres(MODEL_RANGE.volume.max, unit),
  unit,
})

export const pressureRangeIn = (unit: PressureUnit): FieldRange => ({
  min: fromPascal(MODEL_RANGE.pressure.min, unit),
  max: fromPascal(MODEL_RANGE.pressure.max, unit),
  unit,
})

export const flowRangeIn = (unit: VolumeFlowUnit): FieldRange => ({
  min: fromCubicMetresPerSecond(MODEL_RANGE.flow.min, unit),
  max: fromCubicMetresPerSecond(MODEL_RANGE.flow.max, unit),
  unit,
})

export const lineLengthRange: FieldRange = { ...MODEL_RANGE.lineLength, unit: 'm' }
export const lineDiameterRange: FieldRange = {
  min: MODEL_RANGE.lineDiameter.min * 1000,
  max: MODEL_RANGE.lineDiameter.max * 1000,
  unit: 'mm',
}
export const temperatureRange: FieldRange = { ...MODEL_RANGE.temperature, unit: '°C' }
