import { gases, type GasKey } from './gases'
import { apertureConductance } from './physics'
import { kelvinOf } from './units'

/**
 * A valve's molecular-flow conductance at one nominal size, in l/s for air at 20 °C, as the specs
 * carry it. `published` is a figure from a datasheet; `derived` is computed from the bore alone
 * (see `boreApertureConductance`) where no measured figure is at hand.
 */
export interface ValveConductance {
  size: number
  molecular: number
  source: ConductanceSource
}

export const conductanceSources = ['published', 'derived'] as const
export type ConductanceSource = (typeof conductanceSources)[number]

/**
 * Conductances are stated for air at this temperature, as valve makers publish them; the calculator
 * scales them to the visitor's gas and temperature.
 */
export const CONDUCTANCE_REFERENCE_CELSIUS = 20
export const CONDUCTANCE_REFERENCE_GAS = 'air' satisfies GasKey

/**
 * The molecular-flow conductance of a thin round aperture as wide as the nominal size, air at
 * 20 °C: C = v̄/4 · A, about 11.6 l/s per cm² of bore. A valve's body and seat add resistance, so
 * this is an upper limit: an open gate or pendulum valve comes close to it, an angle valve or an
 * open butterfly disc conducts noticeably less. Rounded to three significant figures.
 */
export function boreApertureConductance(size: number): number {
  const cubicMetresPerSecond = apertureConductance(gases[CONDUCTANCE_REFERENCE_GAS], kelvinOf(CONDUCTANCE_REFERENCE_CELSIUS), size / 1000)
  return Number((cubicMetresPerSecond * 1000).toPrecision(3))
}

/** Derived conductances for each of a valve's sizes, for seeding where no figure is published. */
export const derivedConductances = (sizes: readonly number[]): ValveConductance[] =>
  sizes.map((size) => ({ size, molecular: boreApertureConductance(size), source: 'derived' }))

/** The conductance a valve's specs give for one size, or null when none is stored for it. */
export function conductanceAt(conductances: readonly ValveConductance[], size: number): ValveConductance | null {
  return conductances.find((entry) => entry.size === size) ?? null
}
