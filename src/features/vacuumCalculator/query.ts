import { DEFAULT_PRESSURE_UNIT, type PressureUnit, pressureUnits } from '@/features/specs/specOptions'
import {
  type CalculatorError,
  type CalculatorField,
  type CalculatorInput,
  type CalculatorOutcome,
  calculate,
  type FieldErrors,
} from './calculate'
import { DEFAULT_GAS, gasKeys } from '@/features/specs/gases'
import { type VolumeFlowUnit, volumeFlowUnits, type VolumeUnit, volumeUnits } from '@/features/specs/units'

/**
 * The calculator is a GET form: its fields stand in the URL under the names of `CalculatorInput`,
 * so a result can be shared and a product page can link to the calculator with its valve filled in.
 */
type RawParams = Record<string, string | string[] | undefined>

const DEFAULT_TEMPERATURE_CELSIUS = 20

export const blankCalculatorInput: CalculatorInput = {
  volume: Number.NaN,
  volumeUnit: 'l',
  startPressure: Number.NaN,
  startPressureUnit: DEFAULT_PRESSURE_UNIT,
  targetPressure: Number.NaN,
  targetPressureUnit: DEFAULT_PRESSURE_UNIT,
  pumpSpeed: Number.NaN,
  pumpSpeedUnit: 'm³/h',
  lineLength: 0,
  lineDiameter: Number.NaN,
  valveConductance: null,
  valveConductanceUnit: 'l/s',
  gas: DEFAULT_GAS,
  temperature: DEFAULT_TEMPERATURE_CELSIUS,
}

const fieldNames = Object.keys(blankCalculatorInput) as CalculatorField[]

/** Anything longer is not a number or a unit anyone typed. */
const VALUE_MAX_LENGTH = 40

/** Full-width digits from a Chinese input method read as ASCII, "m³/h" as "m3/h". */
const normalised = (text: string) => text.normalize('NFKC').trim().toLowerCase()

const NUMBER_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/

const textOf = (params: RawParams, name: string): string | undefined => {
  const raw = params[name]
  const value = Array.isArray(raw) ? raw[0] : raw
  return value === undefined || value.trim() === '' ? undefined : value.slice(0, VALUE_MAX_LENGTH + 1)
}

/** A typed number; NaN when it is missing or not a number, which `calculate` reports. */
function numberOf(text: string | undefined): number {
  if (text === undefined || text.length > VALUE_MAX_LENGTH) return Number.NaN
  const value = normalised(text)
  return NUMBER_PATTERN.test(value) ? Number(value) : Number.NaN
}

function choiceOf<T extends string>(choices: readonly T[], text: string | undefined, fallback: T): T | null {
  if (text === undefined) return fallback
  return choices.find((choice) => normalised(choice) === normalised(text)) ?? null
}

export interface CalculatorQuery {
  /** whether the form was sent at all: a first visit shows the form without messages */
  submitted: boolean
  input: CalculatorInput
  /** units and gases the URL names but the calculator does not know */
  errors: FieldErrors
}

/** The form's fields from a request's search parameters; never throws, whatever the URL holds. */
export function parseCalculatorQuery(params: RawParams): CalculatorQuery {
  const errors: FieldErrors = {}
  const choice = <T extends string>(field: CalculatorField, choices: readonly T[], fallback: T, error: CalculatorError): T => {
    const value = choiceOf(choices, textOf(params, field), fallback)
    if (value !== null) return value
    errors[field] = error
    return fallback
  }
  const lengthText = textOf(params, 'lineLength')
  const diameterText = textOf(params, 'lineDiameter')
  const valveText = textOf(params, 'valveConductance')
  const temperatureText = textOf(params, 'temperature')
  const input: CalculatorInput = {
    volume: numberOf(textOf(params, 'volume')),
    volumeUnit: choice<VolumeUnit>('volumeUnit', volumeUnits, 'l', 'unitUnknown'),
    startPressure: numberOf(textOf(params, 'startPressure')),
    startPressureUnit: choice<PressureUnit>('startPressureUnit', pressureUnits, DEFAULT_PRESSURE_UNIT, 'unitUnknown'),
    targetPressure: numberOf(textOf(params, 'targetPressure')),
    targetPressureUnit: choice<PressureUnit>('targetPressureUnit', pressureUnits, DEFAULT_PRESSURE_UNIT, 'unitUnknown'),
    pumpSpeed: numberOf(textOf(params, 'pumpSpeed')),
    pumpSpeedUnit: choice<VolumeFlowUnit>('pumpSpeedUnit', volumeFlowUnits, 'm³/h', 'unitUnknown'),
    // no line at all when neither its length nor its diameter is given
    lineLength: lengthText === undefined && diameterText === undefined ? 0 : numberOf(lengthText),
    lineDiameter: numberOf(diameterText),
    valveConductance: valveText === undefined ? null : numberOf(valveText),
    valveConductanceUnit: choice<VolumeFlowUnit>('valveConductanceUnit', volumeFlowUnits, 'l/s', 'unitUnknown'),
    gas: choice('gas', gasKeys, DEFAULT_GAS, 'gasUnknown'),
    temperature: temperatureText === undefined ? DEFAULT_TEMPERATURE_CELSIUS : numberOf(temperatureText),
  }
  return { submitted: fieldNames.some((name) => textOf(params, name) !== undefined), input, errors }
}

/** The outcome of a sent form: what the URL could not say and what `calculate` refuses, or the figures. */
export function calculateQuery(query: CalculatorQuery): CalculatorOutcome {
  const outcome = calculate(query.input)
  if (Object.keys(query.errors).length === 0) return outcome
  return { ok: false, errors: { ...(outcome.ok ? {} : outcome.errors), ...query.errors } }
}

/** The search part of a calculator URL for these fields (a product page fills in its valve). */
export function calculatorQuery(input: Partial<CalculatorInput>): string {
  const query = new URLSearchParams()
  for (const name of fieldNames) {
    const value = input[name]
    if (value !== undefined && value !== null && !(typeof value === 'number' && Number.isNaN(value))) query.append(name, String(value))
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}
