import type { PressureUnit } from '../productFinder/specOptions'

/**
 * The units a vacuum engineer types figures in, and their factors to the SI units the calculator
 * computes in: pascal, cubic metre per second, pascal cubic metre per second (pV throughput).
 * The factors are exact by definition, not rounded. Pressure units are the finder's (mbar, Pa, Torr).
 */

/** 1 Torr is 1/760 of the standard atmosphere, 101 325 Pa. */
const pascalsPer: Record<PressureUnit, number> = { mbar: 100, Pa: 1, Torr: 101_325 / 760 }

export const toPascal = (value: number, unit: PressureUnit) => value * pascalsPer[unit]
export const fromPascal = (pascals: number, unit: PressureUnit) => pascals / pascalsPer[unit]

/** Pumping speed and conductance are both volume flows. */
export const volumeFlowUnits = ['l/s', 'm³/h'] as const
export type VolumeFlowUnit = (typeof volumeFlowUnits)[number]

const cubicMetresPerSecondPer: Record<VolumeFlowUnit, number> = { 'l/s': 1e-3, 'm³/h': 1 / 3600 }

export const isVolumeFlowUnit = (value: unknown): value is VolumeFlowUnit => volumeFlowUnits.includes(value as VolumeFlowUnit)
export const toCubicMetresPerSecond = (value: number, unit: VolumeFlowUnit) => value * cubicMetresPerSecondPer[unit]
export const fromCubicMetresPerSecond = (flow: number, unit: VolumeFlowUnit) => flow / cubicMetresPerSecondPer[unit]

export const volumeUnits = ['l', 'm³'] as const
export type VolumeUnit = (typeof volumeUnits)[number]

const cubicMetresPer: Record<VolumeUnit, number> = { l: 1e-3, 'm³': 1 }

export const isVolumeUnit = (value: unknown): value is VolumeUnit => volumeUnits.includes(value as VolumeUnit)
export const toCubicMetres = (value: number, unit: VolumeUnit) => value * cubicMetresPer[unit]
export const fromCubicMetres = (volume: number, unit: VolumeUnit) => volume / cubicMetresPer[unit]

/** Gas loads (leaks, process gas) as pV throughput. */
export const gasLoadUnits = ['mbar·l/s', 'Pa·m³/s', 'sccm'] as const
export type GasLoadUnit = (typeof gasLoadUnits)[number]

/**
 * sccm counts cubic centimetres per minute at the standard reference conditions 0 °C and
 * 101 325 Pa: 101 325 Pa × 10⁻⁶ m³ / 60 s = 1.68875 × 10⁻³ Pa·m³/s (1.69 × 10⁻² mbar·l/s). Some
 * mass-flow controllers are calibrated at 20 °C or 25 °C instead; their sccm is a little more gas.
 */
const STANDARD_PRESSURE = 101_325
const pascalCubicMetresPerSecondPer: Record<GasLoadUnit, number> = {
  'mbar·l/s': 0.1,
  'Pa·m³/s': 1,
  sccm: (STANDARD_PRESSURE * 1e-6) / 60,
}

export const isGasLoadUnit = (value: unknown): value is GasLoadUnit => gasLoadUnits.includes(value as GasLoadUnit)
export const toPascalCubicMetresPerSecond = (value: number, unit: GasLoadUnit) => value * pascalCubicMetresPerSecondPer[unit]
export const fromPascalCubicMetresPerSecond = (load: number, unit: GasLoadUnit) => load / pascalCubicMetresPerSecondPer[unit]

export const ZERO_CELSIUS_IN_KELVIN = 273.15
export const kelvinOf = (celsius: number) => celsius + ZERO_CELSIUS_IN_KELVIN
