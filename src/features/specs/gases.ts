/**
 * The gases the calculator knows, with what the flow formulas need: molar mass for the mean
 * thermal speed, and dynamic viscosity for laminar flow and the mean free path.
 *
 * Viscosity follows η(T) = η₀·(T/273.15 K)^ω with η₀ and ω from G. A. Bird, "Molecular Gas
 * Dynamics and the Direct Simulation of Gas Flows" (Oxford, 1994), table A.1, fitted to
 * measurements over roughly 200–1000 K; at 20 °C it gives air 18.2 µPa·s, the value the vacuum
 * handbooks use. The calculator accepts temperatures inside that range only (`GAS_DATA_CELSIUS`).
 */
export interface Gas {
  /** kg/mol */
  molarMass: number
  /** Pa·s at 273.15 K */
  viscosityAt0C: number
  viscosityExponent: number
}

export const gases = {
  air: { molarMass: 28.96e-3, viscosityAt0C: 17.19e-6, viscosityExponent: 0.77 },
  N2: { molarMass: 28.01e-3, viscosityAt0C: 16.56e-6, viscosityExponent: 0.74 },
  He: { molarMass: 4.003e-3, viscosityAt0C: 18.65e-6, viscosityExponent: 0.66 },
  Ar: { molarMass: 39.95e-3, viscosityAt0C: 21.17e-6, viscosityExponent: 0.81 },
  H2: { molarMass: 2.016e-3, viscosityAt0C: 8.45e-6, viscosityExponent: 0.67 },
} as const satisfies Record<string, Gas>

/** The temperatures the viscosity fits hold over, °C: 203–973 K, a margin inside Bird's 200–1000 K. */
export const GAS_DATA_CELSIUS = { min: -70, max: 700 } as const

export type GasKey = keyof typeof gases
export const gasKeys = Object.keys(gases) as GasKey[]
export const DEFAULT_GAS: GasKey = 'air'

export const isGasKey = (value: unknown): value is GasKey => gasKeys.includes(value as GasKey)

/** Molar gas constant, J/(mol·K) (exact since the 2019 SI). */
export const GAS_CONSTANT = 8.314_462_618

/** Mean thermal speed v̄ = √(8RT/(πM)), m/s. */
export const meanSpeed = (gas: Gas, kelvin: number) => Math.sqrt((8 * GAS_CONSTANT * kelvin) / (Math.PI * gas.molarMass))

/** Dynamic viscosity, Pa·s. */
export const viscosity = (gas: Gas, kelvin: number) => gas.viscosityAt0C * (kelvin / 273.15) ** gas.viscosityExponent

/**
 * Mean free path, m, from the kinetic-theory relation between viscosity and free path,
 * η = ½·ρ·v̄·λ, so λ = (η/p)·√(πRT/(2M)). Taking λ from the measured viscosity rather than from
 * a molecular diameter keeps it consistent with the laminar formula; for air at 20 °C it gives
 * λ·p = 6.6 × 10⁻³ Pa·m, the handbooks' 6.6–6.8 × 10⁻³.
 */
export const meanFreePath = (gas: Gas, pascals: number, kelvin: number) =>
  (viscosity(gas, kelvin) / pascals) * Math.sqrt((Math.PI * GAS_CONSTANT * kelvin) / (2 * gas.molarMass))
