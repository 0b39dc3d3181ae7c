import { GAS_CONSTANT, type Gas, meanFreePath, meanSpeed, viscosity } from './gases'

/**
 * The flow formulas of vacuum technology for a round line, in SI units (m, Pa, m³/s, s).
 * Each states where it holds; the calculator labels a figure with that, rather than hiding it.
 */

/**
 * Flow regimes by Knudsen number Kn = λ/d, with the limits of Pfeiffer Vacuum's "The Vacuum
 * Technology Book" (viscous below 0.01, Knudsen flow from 0.01 to 0.5, molecular above 0.5).
 */
export const VISCOUS_BELOW_KNUDSEN = 0.01
export const MOLECULAR_ABOVE_KNUDSEN = 0.5

/** Viscous flow in a round pipe stays laminar below this Reynolds number (same book). */
export const LAMINAR_BELOW_REYNOLDS = 2300

/** The rough (low) vacuum range of ISO 3529-1 ends at 100 Pa (1 mbar). */
export const ROUGH_VACUUM_DOWN_TO_PASCALS = 100

export type FlowRegime = 'viscous' | 'transition' | 'molecular'

export const knudsenNumber = (gas: Gas, pascals: number, kelvin: number, diameter: number) => meanFreePath(gas, pascals, kelvin) / diameter

export function flowRegime(knudsen: number): FlowRegime {
  if (knudsen < VISCOUS_BELOW_KNUDSEN) return 'viscous'
  if (knudsen <= MOLECULAR_ABOVE_KNUDSEN) return 'transition'
  return 'molecular'
}

/** Molecular flow through a thin round aperture: C = v̄/4 · πd²/4. */
export const apertureConductance = (gas: Gas, kelvin: number, diameter: number) =>
  (meanSpeed(gas, kelvin) / 4) * ((Math.PI * diameter ** 2) / 4)

/**
 * Molecular flow through a long round tube (l ≫ d): C = (π/12)·v̄·d³/l (Knudsen, 1909). For air at
 * 20 °C this is the handbooks' C ≈ 12.1·d³/l l/s with d and l in cm.
 */
export const longTubeMolecularConductance = (gas: Gas, kelvin: number, diameter: number, length: number) =>
  (Math.PI / 12) * meanSpeed(gas, kelvin) * (diameter ** 3 / length)

/**
 * Molecular flow through a tube of any length, by Dushman's approximation: the tube's entrance
 * aperture in series with the long tube, C = C_aperture / (1 + 3l/(4d)). It is exact for a thin
 * aperture and for a very long tube, and overestimates by up to about 12 % where l is one to two
 * diameters, compared with Clausing's exact transmission probabilities (S. Dushman, "Scientific
 * Foundations of Vacuum Technique", 2nd ed., Wiley 1962, ch. 2; J. F. O'Hanlon, "A User's Guide
 * to Vacuum Technology", ch. 3).
 */
export const tubeMolecularConductance = (gas: Gas, kelvin: number, diameter: number, length: number) =>
  apertureConductance(gas, kelvin, diameter) / (1 + (3 * length) / (4 * diameter))

/**
 * Laminar (Poiseuille) flow through a long round tube at mean pressure p̄:
 * C = π·d⁴·p̄ / (128·η·l). Holds while the flow is viscous (Kn < 0.01) and laminar (Re < 2300), and
 * the tube long enough that its entrance does not limit the flow.
 */
export const laminarConductance = (gas: Gas, kelvin: number, diameter: number, length: number, meanPascals: number) =>
  (Math.PI * diameter ** 4 * meanPascals) / (128 * viscosity(gas, kelvin) * length)

/**
 * Knudsen (transition) flow, estimated as the sum of the laminar and molecular conductances, the
 * simple approximation Pfeiffer Vacuum's book gives for 0.01 < Kn < 0.5. It tends to the right
 * value at both ends; in between it is an upper estimate, since the true conductance dips below
 * the sum (Knudsen's minimum).
 */
export const transitionConductance = (gas: Gas, kelvin: number, diameter: number, length: number, meanPascals: number) =>
  laminarConductance(gas, kelvin, diameter, length, meanPascals) + tubeMolecularConductance(gas, kelvin, diameter, length)

/**
 * Reynolds number of the flow through a round line carrying the pV throughput `throughput`
 * (Pa·m³/s): Re = ρ·v·d/η = 4·Q·M / (π·d·η·R·T).
 */
export const reynoldsNumber = (gas: Gas, kelvin: number, diameter: number, throughput: number) =>
  (4 * throughput * gas.molarMass) / (Math.PI * diameter * viscosity(gas, kelvin) * GAS_CONSTANT * kelvin)

/** Conductances in series: 1/C = Σ 1/Cᵢ. */
export const seriesConductance = (conductances: readonly number[]) => 1 / conductances.reduce((sum, c) => sum + 1 / c, 0)

/** The pumping speed at the chamber through the line: 1/S_eff = 1/S + Σ 1/Cᵢ. */
export const effectivePumpingSpeed = (pumpSpeed: number, conductances: readonly number[]) =>
  1 / conductances.reduce((sum, c) => sum + 1 / c, 1 / pumpSpeed)

/**
 * Time to pump a chamber of volume V from p₀ down to p₁ at a constant effective speed:
 * t = (V/S_eff)·ln(p₀/p₁). It assumes S_eff does not change over the pump-down and that no gas
 * comes off the walls or leaks in, which holds in the rough vacuum; below about 1 mbar desorption
 * from the walls makes the real pump-down longer.
 */
export const pumpDownTime = (volume: number, effectiveSpeed: number, startPascals: number, targetPascals: number) =>
  (volume / effectiveSpeed) * Math.log(startPascals / targetPascals)
