import type { CalculatorFigures, Validity } from '../calculate'
import { durationParts, formatLength, significant } from '../format'
import {
  fromCubicMetresPerSecond,
  fromPascalCubicMetresPerSecond,
  gasLoadUnits,
  SCCM_REFERENCE,
  toStandardCubicCentimetresPerMinute,
} from '@/features/specs/units'
import { CONDUCTANCE_REFERENCE_CELSIUS } from '@/features/specs/valveConductance'

interface ResultsText {
  label: (key: string, values?: Record<string, string | number>) => string
  validity: (key: Validity) => string
  regime: (key: 'viscous' | 'transition' | 'molecular') => string
  /** the name of the gas computed for */
  gas: string
}

interface CalculatorResultsProps {
  figures: CalculatorFigures
  /** °C, as entered */
  temperature: number
  /** The chosen catalogue valve's figure is derived from its bore rather than published. */
  valveDerived: boolean
  locale: string
  text: ResultsText
}

/** Labels of figures computed outside the formula's range: shown, but marked. */
const outsideValidity: ReadonlySet<Validity> = new Set(['turbulent', 'turbulentEarly', 'notMolecular', 'belowRoughVacuum'])

interface Row {
  key: string
  label: string
  value: string
  validity?: Validity
  caveat?: Validity
  note?: string
}

/** The figures of an accepted form, each with the conditions it holds under. */
export function CalculatorResults({ figures, temperature, valveDerived, locale, text }: CalculatorResultsProps) {
  const { line, valve } = figures
  const figure = (value: number) => significant(value, locale)
  const litresPerSecond = (cubicMetresPerSecond: number) => `${figure(fromCubicMetresPerSecond(cubicMetresPerSecond, 'l/s'))} l/s`
  const bothFlowUnits = (cubicMetresPerSecond: number) =>
    `${litresPerSecond(cubicMetresPerSecond)} (${figure(fromCubicMetresPerSecond(cubicMetresPerSecond, 'm³/h'))} m³/h)`
  const duration = durationParts(figures.pumpDownTime.value, locale)
  const sccm = `${figure(toStandardCubicCentimetresPerMinute(figures.gasLoad, figures.kelvin))} sccm`
  const valveNote = valve
    ? text.label('valveCatalogue', {
        catalogue: litresPerSecond(valve.catalogue),
        referenceCelsius: CONDUCTANCE_REFERENCE_CELSIUS,
        gas: text.gas,
        temperature: figure(temperature),
        scale: figure(valve.scale),
      })
    : ''

  const rows: Row[] = [
    { key: 'meanFreePath', label: text.label('meanFreePath'), value: formatLength(figures.meanFreePath, locale) },
    ...(line
      ? [
          {
            key: 'knudsen',
            label: text.label('knudsen'),
            value: `Kn = ${figure(line.knudsenNumber)}`,
            note: text.regime(line.regime),
          },
          {
            key: 'lineMolecular',
            label: text.label('lineMolecular'),
            value: litresPerSecond(line.molecular.value),
            validity: line.molecular.validity,
            note: text.label('clausing', { transmission: figure(line.transmission), lengthToRadius: figure(line.lengthToRadius) }),
          },
          {
            key: 'lineCounted',
            label: text.label('lineCounted'),
            value: litresPerSecond(line.atTarget.value),
            validity: line.atTarget.validity,
          },
        ]
      : []),
    ...(valve
      ? [
          {
            key: 'valve',
            label: text.label('valveResult'),
            value: litresPerSecond(valve.value),
            // a figure derived from the bore is no published one: its own note says what it is
            validity: valveDerived ? undefined : valve.validity,
            note: valveDerived ? `${valveNote} ${text.label('valveDerived')}` : valveNote,
          },
        ]
      : []),
    ...(figures.seriesConductance !== null
      ? [{ key: 'series', label: text.label('series'), value: litresPerSecond(figures.seriesConductance) }]
      : []),
    {
      key: 'effectiveSpeed',
      label: text.label('effectiveSpeed'),
      value: bothFlowUnits(figures.effectiveSpeed.value),
      validity: figures.effectiveSpeed.validity,
    },
    {
      key: 'pumpDownTime',
      label: text.label('pumpDownTime'),
      value: text.label(duration.unit, { value: duration.value }),
      validity: figures.pumpDownTime.validity,
      caveat: figures.pumpDownTime.caveat,
    },
    {
      key: 'gasLoad',
      label: text.label('gasLoad'),
      value: [...gasLoadUnits.map((unit) => `${figure(fromPascalCubicMetresPerSecond(figures.gasLoad, unit))} ${unit}`), sccm].join(' = '),
      note: `${text.label('sccmReference', { celsius: SCCM_REFERENCE.celsius, mbar: SCCM_REFERENCE.mbar, temperature: figure(temperature) })} ${text.label('gasLoadHint')}`,
    },
  ]

  const validityLine = (validity: Validity) => (
    <span
      className={`mt-0.5 block text-sm ${outsideValidity.has(validity) ? 'text-amber-800' : 'text-slate-500'}`}
      data-outside-validity={outsideValidity.has(validity) ? 'true' : undefined}
    >
      {text.validity(validity)}
    </span>
  )

  return (
    <dl className="divide-y divide-slate-200 rounded border border-slate-200">
      {rows.map((row) => (
        <div key={row.key} className="grid gap-1 p-3 sm:grid-cols-[minmax(0,16rem)_1fr] sm:gap-4" data-testid={`result-${row.key}`}>
          <dt className="text-sm text-slate-600">{row.label}</dt>
          <dd>
            <span className="font-semibold text-slate-900 tabular-nums">{row.value}</span>
            {row.validity ? validityLine(row.validity) : null}
            {row.caveat ? validityLine(row.caveat) : null}
            {row.note ? <span className="mt-0.5 block text-sm text-slate-500">{row.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}
