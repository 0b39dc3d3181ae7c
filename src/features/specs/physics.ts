import { GAS_CONSTANT, type Gas, meanFreePath, meanSpeed, viscosity } from './gases'

/**
 * The flow formulas of vacuum technology for a round line, in SI units (m, Pa, m³/s, s). The
 * line's conductance is one formula over every regime (Knudsen's); the regimes below only label
 * where a figure lies.
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

/** Molecular flow through a thin round aperture: C = v̄/4 · πd²/4 (11.6 l/s per cm² for air at 20 °C). */
export const apertureConductance = (gas: Gas, kelvin: number, diameter: number) =>
  (meanSpeed(gas, kelvin) / 4) * ((Math.PI * diameter ** 2) / 4)

/**
 * The probability that a molecule entering a round tube leaves through its far end (Clausing's
 * transmission probability), by Santeler's fit a = 1 / (1 + (3L/8R)·(1 + 1/(3 + 3L/7R))):
 * within 0.7 % of Clausing's exact values at every length, 1 for an aperture and 8R/3L for a long
 * tube (D. J. Santeler, J. Vac. Sci. Technol. A 4 (1986) 338; Jousten, "Handbook of Vacuum
 * Technology", ch. 4).
 */
export function clausingTransmission(diameter: number, length: number): number {
  const lengthToRadius = length / (diameter / 2)
  return 1 / (1 + ((3 * lengthToRadius) / 8) * (1 + 1 / (3 + (3 * lengthToRadius) / 7)))
}

/**
 * Molecular flow through a round tube of any length: its entrance aperture times Clausing's
 * transmission probability. For a long tube this is Knudsen's (π/12)·v̄·d³/l, the handbooks'
 * 12.1·d³/l l/s for air at 20 °C with d and l in cm.
 */
export const tubeMolecularConductance = (gas: Gas, kelvin: number, diameter: number, length: number) =>
  apertureConductance(gas, kelvin, diameter) * clausingTransmission(diameter, length)

/**
 * Laminar (Poiseuille) flow through a round tube, per pascal of mean pressure: C = k·p̄ with
 * k = π·d⁴ / (128·η·l), the handbooks' 135·d⁴/l l/s per mbar for air at 20 °C (d, l in cm).
 */
export const laminarCoefficient = (gas: Gas, kelvin: number, diameter: number, length: number) =>
  (Math.PI * diameter ** 4) / (128 * viscosity(gas, kelvin) * length)

/**
 * Knudsen's factor for the molecular part of a tube's conductance at mean pressure p̄:
 * Z = (1 + 2.507·r/λ̄) / (1 + 3.095·r/λ̄), 1 in molecular flow and 0.81 in viscous flow, where
 * it is the slip at the wall (Jousten, "Handbook of Vacuum Technology"; for air at 20 °C the
 * (1 + 192·d·p̄)/(1 + 237·d·p̄) of Leybold's "Fundamentals of Vacuum Technology").
 */
export function knudsenFactor(gas: Gas, kelvin: number, diameter: number, meanPascals: number): number {
  const radiusOverFreePath = diameter / 2 / meanFreePath(gas, meanPascals, kelvin)
  return (1 + 2.507 * radiusOverFreePath) / (1 + 3.095 * radiusOverFreePath)
}

/**
 * A round line's conductance at mean pressure p̄ in every regime, by Knudsen's formula
 * C = k·p̄ + Z(p̄)·C_molecular: the laminar conductance in viscous flow, the molecular one in
 * molecular flow, and Knudsen's measured transition between them. It holds while the viscous flow
 * is laminar (Re < 2300) and the tube long enough that its entrance does not limit the viscous flow.
 */
export const lineConductance = (gas: Gas, kelvin: number, diameter: number, length: number, meanPascals: number) =>
  laminarCoefficient(gas, kelvin, diameter, length) * meanPascals +
  knudsenFactor(gas, kelvin, diameter, meanPascals) * tubeMolecularConductance(gas, kelvin, diameter, length)

/**
 * Reynolds number of the flow through a round line carrying the pV throughput `throughput`
 * (Pa·m³/s): Re = ρ·v·d/η = 4·Q·M / (π·d·η·R·T).
 */
export const reynoldsNumber = (gas: Gas, kelvin: number, diameter: number, throughput: number) =>
  (4 * throughput * gas.molarMass) / (Math.PI * diameter * viscosity(gas, kelvin) * GAS_CONSTANT * kelvin)

/** Conductances in series: 1/C = Σ 1/Cᵢ. */
export const seriesConductance = (conductances: readonly number[]) => 1 / conductances.reduce((sum, c) => sum + 1 / c, 0)

/** The pumping speed at the chamber through conductances that do not depend on the pressure: 1/S_eff = 1/S + Σ 1/Cᵢ. */
export const effectivePumpingSpeed = (pumpSpeed: number, conductances: readonly number[]) =>
  1 / conductances.reduce((sum, c) => sum + 1 / c, 1 / pumpSpeed)

/**
 * Molecular-flow conductance scales with the mean thermal speed, √(T/M): a valve's catalogue
 * figure for air at 20 °C, times this factor, is its figure for `gas` at `kelvin`.
 */
export const molecularScale = (gas: Gas, kelvin: number, referenceGas: Gas, referenceKelvin: number) =>
  meanSpeed(gas, kelvin) / meanSpeed(referenceGas, referenceKelvin)
