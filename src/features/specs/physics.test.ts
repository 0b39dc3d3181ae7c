import { describe, expect, it } from 'vitest'

import { gases } from './gases'
import {
  apertureConductance,
  clausingTransmission,
  effectivePumpingSpeed,
  flowRegime,
  knudsenFactor,
  knudsenNumber,
  laminarCoefficient,
  lineConductance,
  molecularScale,
  seriesConductance,
  tubeMolecularConductance,
} from './physics'

/** A figure as a handbook prints it: rounded to its significant figures. */
const rounded = (value: number, figures: number) => Number(value.toPrecision(figures))

const ROOM = 293.15
const cm = 0.01
const litresPerSecond = (cubicMetresPerSecond: number) => cubicMetresPerSecond * 1000

/**
 * Clausing's transmission probabilities of a round tube by its length over its radius, as tabulated
 * from Berman's and Cole's solutions of Clausing's integral equation in Jousten's "Handbook of Vacuum
 * Technology" (ch. 4) and O'Hanlon's "A User's Guide to Vacuum Technology" (table 4.1); a Nyström
 * solution of the integral equation written for this check gives the same four figures.
 */
const clausingTable: [number, number][] = [
  [0.5, 0.8013],
  [1, 0.672],
  [2, 0.5142],
  [4, 0.3566],
  [10, 0.191],
  [20, 0.1093],
  [50, 0.0485],
]

describe('molecular-flow conductance of a round tube', () => {
  it('through a thin aperture is 11.6 l/s per cm² for air at 20 °C (Leybold, Pfeiffer)', () => {
    const diameterOfOneSquareCentimetre = 2 * Math.sqrt(1e-4 / Math.PI)
    expect(rounded(litresPerSecond(apertureConductance(gases.air, ROOM, diameterOfOneSquareCentimetre)), 3)).toBe(11.6)
  })

  it.each(clausingTable)("at l/r = %s transmits Clausing's %s of what enters, within 1 %", (lengthToRadius, published) => {
    const diameter = 0.04
    expect(Math.abs(clausingTransmission(diameter, (lengthToRadius * diameter) / 2) / published - 1)).toBeLessThan(0.01)
  })

  it('is the aperture at l = 0 and falls as the tube gets longer', () => {
    expect(clausingTransmission(0.1, 0)).toBe(1)
    const lengths = [0, 0.001, 0.01, 0.1, 1, 10, 100]
    const transmissions = lengths.map((length) => clausingTransmission(0.1, length))
    expect(transmissions.every((a, i) => i === 0 || a < transmissions[i - 1])).toBe(true)
  })

  it('is 12.1·d³/l l/s (d, l in cm) for a long tube, air at 20 °C, the rule of Leybold and Pfeiffer', () => {
    // DN 10 capillary 20 m long: 12.1 × 1³ / 2000 = 6.05·10⁻³ l/s
    const conductance = litresPerSecond(tubeMolecularConductance(gases.air, ROOM, 1 * cm, 2000 * cm))
    expect(Math.abs(conductance / 6.05e-3 - 1)).toBeLessThan(0.005)
  })

  it('counts l = d = 100 mm at 468 l/s (Clausing a = 0.514 times the aperture 911 l/s), where the long-tube rule says 1,210', () => {
    expect(Math.abs(litresPerSecond(tubeMolecularConductance(gases.air, ROOM, 0.1, 0.1)) / 468 - 1)).toBeLessThan(0.005)
  })
})

describe('the line in every flow regime', () => {
  it('is 135·d⁴·p̄/l l/s (d, l in cm, p̄ in mbar) in laminar flow for air at 20 °C, as in Leybold\'s "Fundamentals"', () => {
    // laminarCoefficient is per pascal; 1 mbar = 100 Pa
    expect(rounded(litresPerSecond(laminarCoefficient(gases.air, ROOM, 1 * cm, 1 * cm) * 100), 3)).toBe(135)
  })

  it("weighs the molecular part by Knudsen's factor: 1 in molecular flow, 0.81 in viscous flow, Leybold's (1 + 192·d·p̄)/(1 + 237·d·p̄) between", () => {
    expect(knudsenFactor(gases.air, ROOM, 0.04, 1e-6)).toBeCloseTo(1, 4)
    expect(knudsenFactor(gases.air, ROOM, 0.04, 1e5)).toBeCloseTo(2.507 / 3.095, 4)
    for (const [dCm, mbar] of [
      [4, 0.01],
      [4, 0.1],
      [1, 1],
      [10, 0.003],
    ]) {
      const leybold = (1 + 192 * dCm * mbar) / (1 + 237 * dCm * mbar)
      expect(Math.abs(knudsenFactor(gases.air, ROOM, dCm * cm, mbar * 100) / leybold - 1)).toBeLessThan(0.01)
    }
  })

  it('has no jump from molecular to viscous flow: one formula, each step of 1 % in pressure changes it by less than 1 %', () => {
    let previous = lineConductance(gases.air, ROOM, 0.04, 1, 1e-5)
    for (let pascals = 1e-5 * 1.01; pascals < 1e5; pascals *= 1.01) {
      const conductance = lineConductance(gases.air, ROOM, 0.04, 1, pascals)
      expect(Math.abs(conductance / previous - 1)).toBeLessThan(0.01)
      previous = conductance
    }
  })

  it('tends to the molecular conductance at low pressure and to the laminar one at high pressure', () => {
    const molecular = tubeMolecularConductance(gases.air, ROOM, 0.04, 1)
    expect(lineConductance(gases.air, ROOM, 0.04, 1, 1e-6) / molecular).toBeCloseTo(1, 4)
    const laminar = laminarCoefficient(gases.air, ROOM, 0.04, 1) * 1e5
    expect(lineConductance(gases.air, ROOM, 0.04, 1, 1e5) / laminar).toBeCloseTo(1, 3)
  })

  it('labels the regime by Kn = λ/d with the limits of Pfeiffer\'s "The Vacuum Technology Book", 0.01 and 0.5', () => {
    expect([0.009, 0.01, 0.3, 0.5, 0.51, 10].map(flowRegime)).toEqual([
      'viscous',
      'transition',
      'transition',
      'transition',
      'molecular',
      'molecular',
    ])
    // a DN 40 line: molecular below about 3·10⁻³ mbar, viscous above about 0.17 mbar (hand check from λ·p)
    expect(flowRegime(knudsenNumber(gases.air, 0.1, ROOM, 0.04))).toBe('molecular')
    expect(flowRegime(knudsenNumber(gases.air, 1, ROOM, 0.04))).toBe('transition')
    expect(flowRegime(knudsenNumber(gases.air, 100, ROOM, 0.04))).toBe('viscous')
  })
})

describe('gas and temperature', () => {
  it('scale every molecular conductance by √(T/M): argon 0.851 of air, helium 2.69, air at 4 × 293 K twice as much', () => {
    expect(rounded(molecularScale(gases.Ar, ROOM, gases.air, ROOM), 3)).toBe(0.851)
    expect(rounded(molecularScale(gases.He, ROOM, gases.air, ROOM), 3)).toBe(2.69)
    expect(molecularScale(gases.air, 4 * ROOM, gases.air, ROOM)).toBeCloseTo(2, 10)
    const ratio = tubeMolecularConductance(gases.He, ROOM, 0.05, 1) / tubeMolecularConductance(gases.air, ROOM, 0.05, 1)
    expect(ratio).toBeCloseTo(molecularScale(gases.He, ROOM, gases.air, ROOM), 10)
  })
})

describe('conductances in series and the effective pumping speed', () => {
  it("reproduces Pfeiffer's backing pump behind the DN 63 line: S = 2.9722·10⁻² m³/s, C = 0.017123 m³/s, S_eff = 1.0864·10⁻² m³/s", () => {
    expect(rounded(effectivePumpingSpeed(2.9722e-2, [0.017123]), 5)).toBe(1.0864e-2)
  })

  it('adds resistances: two equal conductances give half, a valve of 100 l/s behind a 50 l/s line gives 33.3 l/s (hand check)', () => {
    expect(seriesConductance([0.02, 0.02])).toBeCloseTo(0.01, 12)
    expect(rounded(litresPerSecond(seriesConductance([0.05, 0.1])), 3)).toBe(33.3)
    expect(rounded(litresPerSecond(effectivePumpingSpeed(0.1, [0.05, 0.1])), 3)).toBe(25)
    expect(effectivePumpingSpeed(0.1, [])).toBe(0.1)
  })
})
