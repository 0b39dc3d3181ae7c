import { type FinderFilters, noFilters } from '@/features/specs/requirements'

import type { CalculatorFigures, CalculatorInput } from './calculate'
import { fromCubicMetresPerSecond, toCubicMetresPerSecond } from '@/features/specs/units'
import type { ValveOption } from './valveChoice'

/**
 * S_eff rounded down to three significant figures, for the finder's "at least" filter: the valve
 * that gave this figure must still meet it.
 */
export function roundedDown(value: number): number {
  const step = 10 ** (Math.floor(Math.log10(value)) - 2)
  return Number((Math.floor(value / step) * step).toPrecision(3))
}

/**
 * The finder's "S_eff on my system" filled in from a result: the same pump and line, and the S_eff
 * reached here (rounded down, so the valve that gave it is listed), at the chosen valve's size.
 */
export function finderFiltersFor(input: CalculatorInput, figures: CalculatorFigures, valve: ValveOption | null): FinderFilters {
  const litres = (cubicMetresPerSecond: number) => Number(fromCubicMetresPerSecond(cubicMetresPerSecond, 'l/s').toPrecision(6))
  return {
    ...noFilters,
    size: valve ? [valve.conductance.size] : [],
    pumpSpeed: litres(toCubicMetresPerSecond(input.pumpSpeed, input.pumpSpeedUnit)),
    lineConductance: figures.line ? litres(figures.line.atTarget.value) : null,
    effectiveSpeed: roundedDown(fromCubicMetresPerSecond(figures.effectiveSpeed.value, 'l/s')),
  }
}
