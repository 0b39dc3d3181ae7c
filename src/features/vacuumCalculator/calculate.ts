import type { PressureUnit } from '../productFinder/specOptions'
import { gases, type GasKey, meanFreePath } from './gases'
import {
  effectivePumpingSpeed,
  flowRegime,
  type FlowRegime,
  knudsenNumber,
  LAMINAR_BELOW_REYNOLDS,
  laminarConductance,
  MOLECULAR_ABOVE_KNUDSEN,
  pumpDownTime,
  reynoldsNumber,
  ROUGH_VACUUM_DOWN_TO_PASCALS,
  seriesConductance,
  transitionConductance,
  tubeMolecularConductance,
  VISCOUS_BELOW_KNUDSEN,
} from './physics'
import {
  kelvinOf,
  toCubicMetres,
  toCubicMetresPerSecond,
  toPascal,
  type VolumeFlowUnit,
  type VolumeUnit,
  ZERO_CELSIUS_IN_KELVIN,
} from './units'

/**
 * The calculator's form: a chamber pumped through a line and an optional valve. A number the
 * visitor left out or mistyped is NaN here (so is any value that is not a finite number), and
 * `calculate` reports it next to its field.
 */
export interface CalculatorInput {
  volume: number
  volumeUnit: VolumeUnit
  startPressure: number
  startPressureUnit: PressureUnit
  targetPressure: number
  targetPressureUnit: PressureUnit
  pumpSpeed: number
  pumpSpeedUnit: VolumeFlowUnit
  /** m; 0 when the pump sits directly on the chamber or the valve */
  lineLength: number
  /** inner diameter, mm */
  lineDiameter: number
  /** the valve's published molecular-flow conductance; null when there is no valve to count */
  valveConductance: number | null
  valveConductanceUnit: VolumeFlowUnit
  gas: GasKey
  /** °C */
  temperature: number
}

export type CalculatorField = keyof CalculatorInput

/** Message keys under `vacuumCalculator.errors`. */
export const calculatorErrors = [
  'numberRequired',
  'volumePositive',
  'pressurePositive',
  'targetBelowStart',
  'pumpSpeedPositive',
  'lineLengthNotNegative',
  'diameterPositive',
  'valveConductancePositive',
  'temperatureAboveAbsoluteZero',
  'unitUnknown',
  'gasUnknown',
] as const
export type CalculatorError = (typeof calculatorErrors)[number]

export type FieldErrors = Partial<Record<CalculatorField, CalculatorError>>

/** Message keys under `vacuumCalculator.validity`: the conditions a figure was computed under. */
export const validities = [
  'viscous',
  'transition',
  'molecular',
  'laminar',
  'turbulent',
  'notViscous',
  'notMolecular',
  'notTransition',
  'valvePublished',
  'noLine',
  'roughVacuum',
  'belowRoughVacuum',
] as const
export type Validity = (typeof validities)[number]

/** A figure in SI units (m³/s, s, m) with the conditions it holds under. */
export interface Figure {
  value: number
  validity: Validity
}

export interface LineFigures {
  knudsenNumber: number
  regime: FlowRegime
  molecular: Figure
  laminar: Figure
  transition: Figure
  /** the formula of the regime at the target pressure, the one S_eff counts */
  atTarget: Figure
}

export interface CalculatorFigures {
  /** at the target pressure, m */
  meanFreePath: number
  line: LineFigures | null
  valve: Figure | null
  /** line and valve in series, m³/s; null when there is neither */
  seriesConductance: number | null
  effectiveSpeed: Figure
  /** s */
  pumpDownTime: Figure
}

export type CalculatorOutcome = { ok: true; figures: CalculatorFigures } | { ok: false; errors: FieldErrors }

/** The numbers the regime and validity messages quote, filled in from the constants that decide them. */
export const calculatorLimitValues = {
  viscousBelow: VISCOUS_BELOW_KNUDSEN,
  molecularAbove: MOLECULAR_ABOVE_KNUDSEN,
  laminarBelow: LAMINAR_BELOW_REYNOLDS,
  roughVacuumMbar: ROUGH_VACUUM_DOWN_TO_PASCALS / 100,
  absoluteZero: -ZERO_CELSIUS_IN_KELVIN,
}

function fieldErrors(input: CalculatorInput): FieldErrors {
  const errors: FieldErrors = {}
  const positive = (field: CalculatorField, value: number, error: CalculatorError) => {
    if (!Number.isFinite(value)) errors[field] = 'numberRequired'
    else if (!(value > 0)) errors[field] = error
  }
  positive('volume', input.volume, 'volumePositive')
  positive('startPressure', input.startPressure, 'pressurePositive')
  positive('targetPressure', input.targetPressure, 'pressurePositive')
  if (!errors.startPressure && !errors.targetPressure) {
    if (toPascal(input.targetPressure, input.targetPressureUnit) >= toPascal(input.startPressure, input.startPressureUnit))
      errors.targetPressure = 'targetBelowStart'
  }
  positive('pumpSpeed', input.pumpSpeed, 'pumpSpeedPositive')
  if (!Number.isFinite(input.lineLength)) errors.lineLength = 'numberRequired'
  else if (input.lineLength < 0) errors.lineLength = 'lineLengthNotNegative'
  else if (input.lineLength > 0) positive('lineDiameter', input.lineDiameter, 'diameterPositive')
  if (input.valveConductance !== null) positive('valveConductance', input.valveConductance, 'valveConductancePositive')
  if (!Number.isFinite(input.temperature)) errors.temperature = 'numberRequired'
  else if (!(kelvinOf(input.temperature) > 0)) errors.temperature = 'temperatureAboveAbsoluteZero'
  return errors
}

/**
 * The line's conductance at the target pressure, by each formula, labelled with whether that
 * formula holds there. The laminar figure uses the target pressure as the line's mean pressure:
 * the lowest it reaches during the pump-down, so the time computed from it errs on the long side.
 */
function lineFigures(input: CalculatorInput, kelvin: number, targetPascals: number, pumpSpeed: number, valve: number | null): LineFigures {
  const gas = gases[input.gas]
  const diameter = input.lineDiameter / 1000
  const length = input.lineLength
  const knudsen = knudsenNumber(gas, targetPascals, kelvin, diameter)
  const regime = flowRegime(knudsen)
  const molecular = tubeMolecularConductance(gas, kelvin, diameter, length)
  const laminar = laminarConductance(gas, kelvin, diameter, length, targetPascals)
  const transition = transitionConductance(gas, kelvin, diameter, length, targetPascals)
  const atTarget = { viscous: laminar, transition, molecular }[regime]
  // the throughput the line carries at the target pressure decides whether viscous flow is laminar
  const throughput = effectivePumpingSpeed(pumpSpeed, valve === null ? [atTarget] : [atTarget, valve]) * targetPascals
  const laminarValidity: Validity =
    regime !== 'viscous'
      ? 'notViscous'
      : reynoldsNumber(gas, kelvin, diameter, throughput) < LAMINAR_BELOW_REYNOLDS
        ? 'laminar'
        : 'turbulent'
  return {
    knudsenNumber: knudsen,
    regime,
    molecular: { value: molecular, validity: regime === 'molecular' ? 'molecular' : 'notMolecular' },
    laminar: { value: laminar, validity: laminarValidity },
    transition: { value: transition, validity: regime === 'transition' ? 'transition' : 'notTransition' },
    atTarget: { value: atTarget, validity: regime === 'viscous' ? laminarValidity : regime },
  }
}

/** Conductances, effective pumping speed and pump-down time for the form, or what is wrong with it. */
export function calculate(input: CalculatorInput): CalculatorOutcome {
  const errors = fieldErrors(input)
  if (Object.keys(errors).length > 0) return { ok: false, errors }

  const kelvin = kelvinOf(input.temperature)
  const startPascals = toPascal(input.startPressure, input.startPressureUnit)
  const targetPascals = toPascal(input.targetPressure, input.targetPressureUnit)
  const pumpSpeed = toCubicMetresPerSecond(input.pumpSpeed, input.pumpSpeedUnit)
  const valve = input.valveConductance === null ? null : toCubicMetresPerSecond(input.valveConductance, input.valveConductanceUnit)
  const line = input.lineLength > 0 ? lineFigures(input, kelvin, targetPascals, pumpSpeed, valve) : null

  const conductances = [line?.atTarget.value, valve ?? undefined].filter((c): c is number => c !== undefined)
  const effectiveSpeed = effectivePumpingSpeed(pumpSpeed, conductances)
  return {
    ok: true,
    figures: {
      meanFreePath: meanFreePath(gases[input.gas], targetPascals, kelvin),
      line,
      valve: valve === null ? null : { value: valve, validity: 'valvePublished' },
      seriesConductance: conductances.length > 0 ? seriesConductance(conductances) : null,
      effectiveSpeed: { value: effectiveSpeed, validity: line ? line.atTarget.validity : valve === null ? 'noLine' : 'valvePublished' },
      pumpDownTime: {
        value: pumpDownTime(toCubicMetres(input.volume, input.volumeUnit), effectiveSpeed, startPascals, targetPascals),
        validity: targetPascals >= ROUGH_VACUUM_DOWN_TO_PASCALS ? 'roughVacuum' : 'belowRoughVacuum',
      },
    },
  }
}
