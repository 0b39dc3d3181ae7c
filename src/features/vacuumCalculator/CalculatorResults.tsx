import type { CalculatorFigures, Validity } from './calculate'
import { durationParts } from './format'
import { scientific } from '../productFinder/specOptions'
import { fromCubicMetresPerSecond, fromPascalCubicMetresPerSecond, gasLoadUnits } from './units'

interface ResultsText {
  label: (key: string, values?: Record<string, string | number>) => string
  validity: (key: Validity) => string
  regime: (key: 'viscous' | 'transition' | 'molecular') => string
}

interface CalculatorResultsProps {
  figures: CalculatorFigures
  /** Pa, for the gas load the system holds there */
  targetPascals: number
  /** The chosen catalogue valve's figure is derived from its bore rather than published. */
  valveDerived: boolean
  text: ResultsText
}

/** Labels of figures computed outside the formula's range: shown, but marked. */
const outsideValidity: ReadonlySet<Validity> = new Set(['turbulent', 'notViscous', 'notMolecular', 'notTransition', 'belowRoughVacuum'])

interface Row {
  key: string
  label: string
  value: string
  validity?: Validity
  note?: string
}

const litresPerSecond = (cubicMetresPerSecond: number) => `${scientific(fromCubicMetresPerSecond(cubicMetresPerSecond, 'l/s'))} l/s`
const bothFlowUnits = (cubicMetresPerSecond: number) =>
  `${litresPerSecond(cubicMetresPerSecond)} (${scientific(fromCubicMetresPerSecond(cubicMetresPerSecond, 'm³/h'))} m³/h)`

/** The figures of an accepted form, each with the conditions it holds under. */
export function CalculatorResults({ figures, targetPascals, valveDerived, text }: CalculatorResultsProps) {
  const { line, valve } = figures
  const duration = durationParts(figures.pumpDownTime.value)
  const gasLoad = figures.effectiveSpeed.value * targetPascals
  const rows: Row[] = [
    { key: 'meanFreePath', label: text.label('meanFreePath'), value: `${scientific(figures.meanFreePath * 1000)} mm` },
    ...(line
      ? [
          {
            key: 'knudsen',
            label: text.label('knudsen'),
            value: `Kn = ${scientific(line.knudsenNumber)}`,
            note: text.regime(line.regime),
          },
          {
            key: 'lineMolecular',
            label: text.label('lineMolecular'),
            value: litresPerSecond(line.molecular.value),
            validity: line.molecular.validity,
          },
          {
            key: 'lineLaminar',
            label: text.label('lineLaminar'),
            value: litresPerSecond(line.laminar.value),
            validity: line.laminar.validity,
          },
          {
            key: 'lineTransition',
            label: text.label('lineTransition'),
            value: litresPerSecond(line.transition.value),
            validity: line.transition.validity,
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
            note: valveDerived ? text.label('valveDerived') : undefined,
          },
        ]
      : []),
    ...(figures.seriesConductance !== null && line && valve
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
    },
    {
      key: 'gasLoad',
      label: text.label('gasLoad'),
      value: gasLoadUnits.map((unit) => `${scientific(fromPascalCubicMetresPerSecond(gasLoad, unit))} ${unit}`).join(' = '),
      note: text.label('gasLoadHint'),
    },
  ]

  return (
    <dl className="divide-y divide-slate-200 rounded border border-slate-200">
      {rows.map((row) => (
        <div key={row.key} className="grid gap-1 p-3 sm:grid-cols-[minmax(0,16rem)_1fr] sm:gap-4" data-testid={`result-${row.key}`}>
          <dt className="text-sm text-slate-600">{row.label}</dt>
          <dd>
            <span className="font-semibold text-slate-900 tabular-nums">{row.value}</span>
            {row.validity ? (
              <span
                className={`mt-0.5 block text-sm ${outsideValidity.has(row.validity) ? 'text-amber-800' : 'text-slate-500'}`}
                data-outside-validity={outsideValidity.has(row.validity) ? 'true' : undefined}
              >
                {text.validity(row.validity)}
              </span>
            ) : null}
            {row.note ? <span className="mt-0.5 block text-sm text-slate-500">{row.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}
