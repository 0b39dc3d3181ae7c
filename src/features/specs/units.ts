import type { PressureUnit } from './specOptions'

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

/** Gas loads (leaks, process gas) as pV throughput at the gas's own temperature. */
export const gasLoadUnits = ['mbar·l/s', 'Pa·m³/s'] as const
export type GasLoadUnit = (typeof gasLoadUnits)[number]

const pascalCubicMetresPerSecondPer: Record<GasLoadUnit, number> = { 'mbar·l/s': 0.1, 'Pa·m³/s': 1 }

export const toPascalCubicMetresPerSecond = (value: number, unit: GasLoadUnit) => value * pascalCubicMetresPerSecondPer[unit]
export const fromPascalCubicMetresPerSecond = (load: number, unit: GasLoadUnit) => load / pascalCubicMetresPerSecondPer[unit]

export const ZERO_CELSIUS_IN_KELVIN = 273.15
export const kelvinOf = (celsius: number) => celsius + ZERO_CELSIUS_IN_KELVIN

/**
 * sccm counts the gas as cubic centimetres per minute at reference conditions, here the standard
 * 0 °C and 1013.25 mbar (101 325 Pa). A pV throughput at temperature T holds T_ref/T as many
 * molecules per pascal cubic metre as one at T_ref, so Q in sccm = Q · (T_ref/T) / (p_ref · 1 cm³/min).
 * Some mass-flow controllers are calibrated at 20 °C or 25 °C instead; their sccm is a little more gas.
 */
export const SCCM_REFERENCE = { celsius: 0, mbar: 1013.25 } as const

const pascalCubicMetresPerSecondPerSccmAtReference = (SCCM_REFERENCE.mbar * 100 * 1e-6) / 60

export const toStandardCubicCentimetresPerMinute = (load: number, kelvin: number) =>
  (load * kelvinOf(SCCM_REFERENCE.celsius)) / kelvin / pascalCubicMetresPerSecondPerSccmAtReference
