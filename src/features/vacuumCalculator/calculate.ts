import type { PressureUnit } from '@/features/specs/specOptions'
import { gases, type GasKey, meanFreePath } from '@/features/specs/gases'
import {
  type FieldRange,
  flowRangeIn,
  isWithin,
  lineDiameterRange,
  lineLengthRange,
  pressureRangeIn,
  temperatureRange,
  volumeRangeIn,
} from './modelRange'
import {
  clausingTransmission,
  flowRegime,
  type FlowRegime,
  knudsenNumber,
  LAMINAR_BELOW_REYNOLDS,
  MOLECULAR_ABOVE_KNUDSEN,
  molecularScale,
  reynoldsNumber,
  ROUGH_VACUUM_DOWN_TO_PASCALS,
  seriesConductance,
  tubeMolecularConductance,
  VISCOUS_BELOW_KNUDSEN,
} from '@/features/specs/physics'
import { pumpDownTime, type PumpingSystem, pumpingStateAt } from './pumpDown'
import { kelvinOf, toCubicMetres, toCubicMetresPerSecond, toPascal, type VolumeFlowUnit, type VolumeUnit } from '@/features/specs/units'
import { CONDUCTANCE_REFERENCE_CELSIUS, CONDUCTANCE_REFERENCE_GAS } from '@/features/specs/valveConductance'

/**
 * The calculator's form: a chamber pumped through an optional valve and line. A number the
 * visitor left out or mistyped is NaN here (so is any value that is not a number), and
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
  /** the valve's catalogue molecular-flow conductance, for air at 20 °C; null when there is no valve to count */
  valveConductance: number | null
  valveConductanceUnit: VolumeFlowUnit
  gas: GasKey
  /** °C */
  temperature: number
}

export type CalculatorField = keyof CalculatorInput

/** Message keys under `vacuumCalculator.errors`; the range messages quote `fieldRange`. */
export const calculatorErrors = [
  'numberRequired',
  'volumeOutOfRange',
  'pressureOutOfRange',
  'targetBelowStart',
  'pumpSpeedOutOfRange',
  'lineLengthOutOfRange',
  'diameterOutOfRange',
  'valveConductanceOutOfRange',
  'temperatureOutOfRange',
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
  'turbulentEarly',
  'notMolecular',
  'valvePublished',
  'noLine',
  'roughVacuum',
  'belowRoughVacuum',
] as const
export type Validity = (typeof validities)[number]

/** A figure in SI units (m³/s, s, m) with the conditions it holds under, and a second warning if any. */
export interface Figure {
  value: number
  validity: Validity
  caveat?: Validity
}

export interface LineFigures {
  /** at the target pressure */
  knudsenNumber: number
  regime: FlowRegime
  /** Clausing's transmission probability of the line and its length over its radius */
  transmission: number
  lengthToRadius: number
  molecular: Figure
  /** Knudsen's formula at the line's mean pressure with the chamber at the target, the one S_eff counts */
  atTarget: Figure
}

export interface ValveFigure extends Figure {
  /** the catalogue's figure (air at 20 °C), m³/s, and the factor that scales it to this gas and temperature */
  catalogue: number
  scale: number
}

export interface CalculatorFigures {
  /** at the target pressure, m */
  meanFreePath: number
  line: LineFigures | null
  valve: ValveFigure | null
  /** line and valve in series at the target, m³/s; null unless there are both */
  seriesConductance: number | null
  /** at the target pressure */
  effectiveSpeed: Figure
  /** s */
  pumpDownTime: Figure
  /** the largest gas load held at the target pressure, Pa·m³/s at the gas's temperature */
  gasLoad: number
  kelvin: number
}

export type CalculatorOutcome =
  | { ok: true; figures: CalculatorFigures }
  /** `overflow`: every input was accepted, but a figure is too large or too small for a number */
  | { ok: false; errors: FieldErrors; overflow?: true }

/** The numbers the regime and validity messages quote, filled in from the constants that decide them. */
export const calculatorLimitValues = {
  viscousBelow: VISCOUS_BELOW_KNUDSEN,
  molecularAbove: MOLECULAR_ABOVE_KNUDSEN,
  laminarBelow: LAMINAR_BELOW_REYNOLDS,
  roughVacuumMbar: ROUGH_VACUUM_DOWN_TO_PASCALS / 100,
}

const rangeErrors: Partial<Record<CalculatorField, CalculatorError>> = {
  volume: 'volumeOutOfRange',
  startPressure: 'pressureOutOfRange',
  targetPressure: 'pressureOutOfRange',
  pumpSpeed: 'pumpSpeedOutOfRange',
  lineLength: 'lineLengthOutOfRange',
  lineDiameter: 'diameterOutOfRange',
  valveConductance: 'valveConductanceOutOfRange',
  temperature: 'temperatureOutOfRange',
}

/** The range a numeric field accepts, in the unit the visitor chose for it. */
export function fieldRange(field: CalculatorField, input: CalculatorInput): FieldRange | null {
  switch (field) {
    case 'volume':
      return volumeRangeIn(input.volumeUnit)
    case 'startPressure':
      return pressureRangeIn(input.startPressureUnit)
    case 'targetPressure':
      return pressureRangeIn(input.targetPressureUnit)
    case 'pumpSpeed':
      return flowRangeIn(input.pumpSpeedUnit)
    case 'valveConductance':
      return flowRangeIn(input.valveConductanceUnit)
    case 'lineLength':
      return lineLengthRange
    case 'lineDiameter':
      return lineDiameterRange
    case 'temperature':
      return temperatureRange
    default:
      return null
  }
}

function fieldErrors(input: CalculatorInput): FieldErrors {
  const errors: FieldErrors = {}
  const check = (field: CalculatorField) => {
    const value = input[field] as number
    const range = fieldRange(field, input)
    if (Number.isNaN(value)) errors[field] = 'numberRequired'
    else if (range && !isWithin(value, range)) errors[field] = rangeErrors[field]
  }
  check('volume')
  check('startPressure')
  check('targetPressure')
  if (!errors.startPressure && !errors.targetPressure) {
    if (toPascal(input.targetPressure, input.targetPressureUnit) >= toPascal(input.startPressure, input.startPressureUnit))
      errors.targetPressure = 'targetBelowStart'
  }
  check('pumpSpeed')
  if (input.lineLength !== 0) {
    check('lineLength')
    check('lineDiameter')
  }
  if (input.valveConductance !== null) check('valveConductance')
  check('temperature')
  return errors
}

/** A figure that is not a positive finite number cannot be shown. */
export const overflowed = (figures: CalculatorFigures) =>
  [
    figures.meanFreePath,
    figures.effectiveSpeed.value,
    figures.pumpDownTime.value,
    figures.gasLoad,
    figures.line?.molecular.value ?? 1,
    figures.line?.atTarget.value ?? 1,
    figures.valve?.value ?? 1,
  ].some((value) => !(Number.isFinite(value) && value > 0))

/** Conductances, effective pumping speed and pump-down time for the form, or what is wrong with it. */
export function calculate(input: CalculatorInput): CalculatorOutcome {
  const errors = fieldErrors(input)
  if (Object.keys(errors).length > 0) return { ok: false, errors }

  const gas = gases[input.gas]
  const kelvin = kelvinOf(input.temperature)
  const startPascals = toPascal(input.startPressure, input.startPressureUnit)
  const targetPascals = toPascal(input.targetPressure, input.targetPressureUnit)
  const scale = molecularScale(gas, kelvin, gases[CONDUCTANCE_REFERENCE_GAS], kelvinOf(CONDUCTANCE_REFERENCE_CELSIUS))
  const catalogueValve = input.valveConductance === null ? null : toCubicMetresPerSecond(input.valveConductance, input.valveConductanceUnit)
  const line = input.lineLength > 0 ? { diameter: input.lineDiameter / 1000, length: input.lineLength } : null
  const system: PumpingSystem = {
    gas,
    kelvin,
    pumpSpeed: toCubicMetresPerSecond(input.pumpSpeed, input.pumpSpeedUnit),
    valve: catalogueValve === null ? null : catalogueValve * scale,
    line,
  }
  const atTarget = pumpingStateAt(system, targetPascals)
  const turbulentAt = (state: { throughput: number }) =>
    line !== null && reynoldsNumber(gas, kelvin, line.diameter, state.throughput) >= LAMINAR_BELOW_REYNOLDS

  let lineFigures: LineFigures | null = null
  if (line && atTarget.lineConductance !== null) {
    const knudsen = knudsenNumber(gas, targetPascals, kelvin, line.diameter)
    const regime = flowRegime(knudsen)
    const viscousValidity: Validity = turbulentAt(atTarget) ? 'turbulent' : 'laminar'
    lineFigures = {
      knudsenNumber: knudsen,
      regime,
      transmission: clausingTransmission(line.diameter, line.length),
      lengthToRadius: line.length / (line.diameter / 2),
      molecular: {
        value: tubeMolecularConductance(gas, kelvin, line.diameter, line.length),
        validity: regime === 'molecular' ? 'molecular' : 'notMolecular',
      },
      atTarget: { value: atTarget.lineConductance, validity: regime === 'viscous' ? viscousValidity : regime },
    }
  }
  const valve: ValveFigure | null =
    system.valve === null || catalogueValve === null
      ? null
      : { value: system.valve, validity: 'valvePublished', catalogue: catalogueValve, scale }
  const turbulentEarly = turbulentAt(pumpingStateAt(system, startPascals))

  const figures: CalculatorFigures = {
    meanFreePath: meanFreePath(gas, targetPascals, kelvin),
    line: lineFigures,
    valve,
    seriesConductance: lineFigures && valve ? seriesConductance([lineFigures.atTarget.value, valve.value]) : null,
    effectiveSpeed: {
      value: atTarget.effectiveSpeed,
      validity: lineFigures ? lineFigures.atTarget.validity : valve ? 'valvePublished' : 'noLine',
    },
    pumpDownTime: {
      value: pumpDownTime(system, toCubicMetres(input.volume, input.volumeUnit), startPascals, targetPascals),
      validity: targetPascals >= ROUGH_VACUUM_DOWN_TO_PASCALS ? 'roughVacuum' : 'belowRoughVacuum',
      ...(turbulentEarly ? { caveat: 'turbulentEarly' as const } : {}),
    },
    gasLoad: atTarget.throughput,
    kelvin,
  }
  return overflowed(figures) ? { ok: false, errors: {}, overflow: true } : { ok: true, figures }
}
