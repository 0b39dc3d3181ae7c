import type { Gas } from '@/features/specs/gases'
import { knudsenFactor, laminarCoefficient, tubeMolecularConductance } from '@/features/specs/physics'

/**
 * A chamber pumped through an optional valve (at the chamber) and an optional round line from the
 * valve to the pump, in SI units. The valve's conductance is already scaled to the gas and
 * temperature, and does not depend on the pressure (its molecular-flow figure).
 */
export interface PumpingSystem {
  gas: Gas
  kelvin: number
  /** m³/s */
  pumpSpeed: number
  /** m³/s, or null when no valve is counted */
  valve: number | null
  /** m, or null when the pump sits on the chamber or the valve */
  line: { diameter: number; length: number } | null
}

/** The steady state of the system with the chamber at one pressure. */
export interface PumpingState {
  /** m³/s at the chamber */
  effectiveSpeed: number
  /** m³/s, Knudsen's formula at the line's mean pressure; null without a line */
  lineConductance: number | null
  /** Pa, the mean of the pressures at the line's two ends */
  lineMeanPascals: number | null
  /** Pa·m³/s */
  throughput: number
}

/** Knudsen's factor moves little with the mean pressure, so the iteration below settles in a few rounds. */
const MAX_ROUNDS = 60
const SETTLED = 1e-13

/**
 * The effective speed with the chamber at `chamberPascals`. With a line, the throughput Q is the
 * same through valve, line and pump: Q = Cv·(p − y) = C(p̄)·(y − x) = S·x, with y and x the
 * pressures at the line's chamber and pump ends and p̄ = (x + y)/2. With Knudsen's factor Z held
 * fixed, C(p̄)·(y − x) = k·(y² − x²)/2 + Z·Cm·(y − x), and y = p − (S/Cv)·x makes this a quadratic
 * in x, solved in its cancellation-free form; Z is then taken at the new p̄ until it settles.
 */
export function pumpingStateAt(system: PumpingSystem, chamberPascals: number): PumpingState {
  const { gas, kelvin, pumpSpeed, valve, line } = system
  if (!line) {
    const effectiveSpeed = valve === null ? pumpSpeed : 1 / (1 / pumpSpeed + 1 / valve)
    return { effectiveSpeed, lineConductance: null, lineMeanPascals: null, throughput: effectiveSpeed * chamberPascals }
  }
  const p = chamberPascals
  const k = laminarCoefficient(gas, kelvin, line.diameter, line.length)
  const molecular = tubeMolecularConductance(gas, kelvin, line.diameter, line.length)
  const ratio = valve === null ? 0 : pumpSpeed / valve
  let factor = knudsenFactor(gas, kelvin, line.diameter, p)
  let pumpEnd = 0
  let meanPascals = p
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const a = (k * (ratio * ratio - 1)) / 2
    const b = k * p * ratio + factor * molecular * (1 + ratio) + pumpSpeed
    const c = (k * p * p) / 2 + factor * molecular * p
    pumpEnd = (2 * c) / (b + Math.sqrt(Math.max(0, b * b - 4 * a * c)))
    meanPascals = (pumpEnd + (p - ratio * pumpEnd)) / 2
    const next = knudsenFactor(gas, kelvin, line.diameter, meanPascals)
    const settled = Math.abs(next - factor) <= SETTLED * factor
    factor = next
    if (settled) break
  }
  const throughput = pumpSpeed * pumpEnd
  return {
    effectiveSpeed: throughput / p,
    lineConductance: k * meanPascals + factor * molecular,
    lineMeanPascals: meanPascals,
    throughput,
  }
}

/** Five-point Gauss–Legendre nodes and weights on [−1, 1]. */
const GAUSS_NODES = [-0.906_179_845_938_664, -0.538_469_310_105_683, 0, 0.538_469_310_105_683, 0.906_179_845_938_664]
const GAUSS_WEIGHTS = [0.236_926_885_056_189, 0.478_628_670_499_366, 0.568_888_888_888_889, 0.478_628_670_499_366, 0.236_926_885_056_189]

/** Panels of half a decade of pressure: the effective speed changes smoothly over a decade or more. */
const PANEL = Math.log(10) / 2

/**
 * Time to pump the chamber of volume V from p₀ down to p₁: t = V·∫ dp / (S_eff(p)·p), the effective
 * speed taken at each pressure on the way. The integral runs over ln p in panels of half a decade
 * counted from p₀, each by five-point Gauss–Legendre; with no line the speed is constant and the
 * integral is V/S_eff·ln(p₀/p₁). No gas comes off the walls or leaks in, which holds in the rough
 * vacuum; below about 1 mbar desorption makes the real pump-down longer.
 */
export function pumpDownTime(system: PumpingSystem, volume: number, startPascals: number, targetPascals: number): number {
  if (!system.line) return (volume / pumpingStateAt(system, startPascals).effectiveSpeed) * Math.log(startPascals / targetPascals)
  const top = Math.log(startPascals)
  const bottom = Math.log(targetPascals)
  let seconds = 0
  for (let upper = top; upper > bottom; upper -= PANEL) {
    const lower = Math.max(bottom, upper - PANEL)
    const half = (upper - lower) / 2
    const middle = (upper + lower) / 2
    for (let i = 0; i < GAUSS_NODES.length; i++) {
      const pascals = Math.exp(middle + half * GAUSS_NODES[i])
      seconds += GAUSS_WEIGHTS[i] * half * (volume / pumpingStateAt(system, pascals).effectiveSpeed)
    }
  }
  return seconds
}
