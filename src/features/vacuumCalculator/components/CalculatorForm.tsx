import { Link } from '@/ui/Link'
import { StaticPart } from '@/ui/apart.server'
import type React from 'react'

import { pressureUnits } from '@/features/specs/specOptions'
import type { CalculatorField, CalculatorInput } from '../calculate'
import { gasKeys } from '@/features/specs/gases'
import { volumeFlowUnits, volumeUnits } from '@/features/specs/units'
import type { ValveOption } from '../valveChoice'
import { CONDUCTANCE_REFERENCE_CELSIUS } from '@/features/specs/valveConductance'

/** The texts the form shows, already translated: labels, option names and each field's message. */
export interface CalculatorFormText {
  label: (key: string, values?: Record<string, string | number>) => string
  gas: (key: string) => string
  valveOption: (option: ValveOption) => string
  /** The message beside a refused field, or undefined when it was accepted. */
  error: (field: CalculatorField | 'valve') => string | undefined
}

interface CalculatorFormProps {
  action: string
  /** What the visitor typed, as they typed it, so a refused value stays in its field. */
  typed: (name: string) => string
  input: CalculatorInput
  valves: ValveOption[]
  chosenValve: string
  text: CalculatorFormText
}

const fieldId = (name: string) => `calculator-${name}`
const errorId = (name: string) => `calculator-${name}-error`

const inputClass = 'w-full min-w-0 rounded border border-slate-300 px-2 py-1.5 aria-[invalid=true]:border-red-600'
const selectClass = 'rounded border border-slate-300 bg-white px-2 py-1.5'

function FieldError({ name, message }: { name: string; message: string | undefined }) {
  return message ? (
    <p id={errorId(name)} className="mt-1 text-sm text-red-700" data-testid={`calculator-error-${name}`}>
      {message}
    </p>
  ) : null
}

/** The unit beside a number: its own select, named by the field it belongs to. */
function UnitSelect({ name, label, value, units }: { name: string; label: string; value: string; units: readonly string[] }) {
  return (
    <select name={name} aria-label={label} defaultValue={value} className={selectClass}>
      {units.map((unit) => (
        <option key={unit} value={unit}>
          {unit}
        </option>
      ))}
    </select>
  )
}

/**
 * The calculator's GET form. Numbers are text fields (decimal keyboard on phones) rather than
 * number inputs, so whatever was typed reaches the server and is answered beside its field. The
 * browser sends it and the server answers: no script of the page has anything to do in it.
 */
export function CalculatorForm({ action, typed, input, valves, chosenValve, text }: CalculatorFormProps) {
  const numberField = (name: CalculatorField, label: string, unit?: { name: CalculatorField; units: readonly string[] }) => {
    const message = text.error(name) ?? (unit ? text.error(unit.name) : undefined)
    return (
      <div>
        <label htmlFor={fieldId(name)} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={fieldId(name)}
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={typed(name)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId(name) : undefined}
            className={inputClass}
          />
          {unit ? (
            <UnitSelect
              name={unit.name}
              label={text.label('unitOf', { field: label })}
              value={String(input[unit.name])}
              units={unit.units}
            />
          ) : null}
        </div>
        <FieldError name={name} message={message} />
      </div>
    )
  }
  const group = (legend: string, children: React.ReactNode, hint?: string) => (
    <fieldset className="space-y-3 border-t border-slate-200 pt-3">
      <legend className="pt-3 font-semibold text-slate-800">{legend}</legend>
      {hint ? <p className="text-sm text-slate-500">{hint}</p> : null}
      {children}
    </fieldset>
  )
  const valveError = text.error('valve')

  return (
    <StaticPart>
      <form method="get" action={action} noValidate className="space-y-4" aria-label={text.label('form')} data-testid="calculator-form">
        {group(
          text.label('chamber'),
          <>
            {numberField('volume', text.label('volume'), { name: 'volumeUnit', units: volumeUnits })}
            {numberField('startPressure', text.label('startPressure'), { name: 'startPressureUnit', units: pressureUnits })}
            {numberField('targetPressure', text.label('targetPressure'), { name: 'targetPressureUnit', units: pressureUnits })}
            {numberField('pumpSpeed', text.label('pumpSpeed'), { name: 'pumpSpeedUnit', units: volumeFlowUnits })}
          </>,
        )}
        {group(
          text.label('line'),
          <div className="grid grid-cols-2 gap-3">
            {numberField('lineLength', text.label('lineLength'))}
            {numberField('lineDiameter', text.label('lineDiameter'))}
          </div>,
          text.label('lineHint'),
        )}
        {group(
          text.label('valve'),
          <>
            <div>
              <label htmlFor={fieldId('valve')} className="block text-sm font-medium text-slate-700">
                {text.label('catalogueValve')}
              </label>
              <select
                id={fieldId('valve')}
                name="valve"
                defaultValue={chosenValve}
                aria-invalid={valveError ? true : undefined}
                aria-describedby={valveError ? errorId('valve') : undefined}
                className={`${selectClass} mt-1 w-full`}
              >
                <option value="">{text.label('noValve')}</option>
                {valves.map((option) => (
                  <option key={option.value} value={option.value}>
                    {text.valveOption(option)}
                  </option>
                ))}
              </select>
              <FieldError name="valve" message={valveError} />
            </div>
            {numberField('valveConductance', text.label('valveConductance'), { name: 'valveConductanceUnit', units: volumeFlowUnits })}
            <p className="text-sm text-slate-500">
              {text.label('valveConductanceHint', { referenceCelsius: CONDUCTANCE_REFERENCE_CELSIUS })}
            </p>
          </>,
        )}
        {group(
          text.label('gasAndTemperature'),
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor={fieldId('gas')} className="block text-sm font-medium text-slate-700">
                {text.label('gas')}
              </label>
              <select id={fieldId('gas')} name="gas" defaultValue={input.gas} className={`${selectClass} mt-1 w-full`}>
                {gasKeys.map((gas) => (
                  <option key={gas} value={gas}>
                    {text.gas(gas)}
                  </option>
                ))}
              </select>
              <FieldError name="gas" message={text.error('gas')} />
            </div>
            {numberField('temperature', text.label('temperature'))}
          </div>,
        )}
        <div className="flex flex-wrap items-center gap-4 pt-2">
          <button type="submit" className="rounded bg-brand px-5 py-2 font-semibold text-white">
            {text.label('calculate')}
          </button>
          <Link href={action} className="text-sm text-brand underline">
            {text.label('reset')}
          </Link>
        </div>
      </form>
    </StaticPart>
  )
}
