import { describe, expect, it } from 'vitest'

import { gases } from './gases'
import {
  apertureConductance,
  effectivePumpingSpeed,
  flowRegime,
  knudsenNumber,
  laminarConductance,
  longTubeMolecularConductance,
  pumpDownTime,
  seriesConductance,
  transitionConductance,
  tubeMolecularConductance,
} from './physics'

/** A figure as a handbook prints it: rounded to its significant figures. */
const rounded = (value: number, figures: number) => Number(value.toPrecision(figures))

const ROOM = 293.15
const cm = 0.01
const litresPerSecond = (cubicMetresPerSecond: number) => cubicMetresPerSecond * 1000

describe('molecular-flow conductance of a round tube', () => {
  it('is 12.1·d³/l l/s (d, l in cm) for air at 20 °C, the rule of Leybold\'s "Fundamentals of Vacuum Technology" and Pfeiffer\'s "The Vacuum Technology Book"', () => {
    // DN 100 line, 1 m long: 12.1 × 10³ / 100 = 121 l/s
    expect(rounded(litresPerSecond(longTubeMolecularConductance(gases.air, ROOM, 10 * cm, 100 * cm)), 3)).toBe(121)
    expect(rounded(litresPerSecond(longTubeMolecularConductance(gases.air, ROOM, 1 * cm, 1 * cm)), 3)).toBe(12.1)
  })

  it('through a thin aperture is 11.6 l/s per cm² for air at 20 °C (both handbooks)', () => {
    const diameterOfOneSquareCentimetre = 2 * Math.sqrt(1e-4 / Math.PI)
    expect(rounded(litresPerSecond(apertureConductance(gases.air, ROOM, diameterOfOneSquareCentimetre)), 3)).toBe(11.6)
  })

  it('reproduces Pfeiffer\'s DN 63 backing line: d = 0.07 m, 2.47 m with its bends, 1.71·10⁻² m³/s ("The Vacuum Technology Book", piping conductivities, molecular conductance)', () => {
    // the book takes v̄ = 471 m/s at 293 K, the mean speed of a 28 g/mol gas (N₂); it prints 0.017123 and 1.71·10⁻²
    const conductance = longTubeMolecularConductance(gases.N2, 293, 0.07, 2.47)
    expect(rounded(conductance, 3)).toBe(1.71e-2)
    expect(Math.abs(conductance / 0.017123 - 1)).toBeLessThan(0.001)
  })

  it('scales with √(T/M): helium flows √(28.96/4.003) = 2.69 times faster than air (hand check of the formula)', () => {
    const ratio = longTubeMolecularConductance(gases.He, ROOM, 0.05, 1) / longTubeMolecularConductance(gases.air, ROOM, 0.05, 1)
    expect(rounded(ratio, 3)).toBe(2.69)
    const hot = longTubeMolecularConductance(gases.air, 4 * ROOM, 0.05, 1) / longTubeMolecularConductance(gases.air, ROOM, 0.05, 1)
    expect(hot).toBeCloseTo(2, 10)
  })

  it("corrects short tubes by Dushman's formula: an aperture at l = 0, 1/1.75 of it at l = d, the long tube when l ≫ d", () => {
    const d = 0.04
    expect(tubeMolecularConductance(gases.air, ROOM, d, 0)).toBeCloseTo(apertureConductance(gases.air, ROOM, d), 12)
    expect(tubeMolecularConductance(gases.air, ROOM, d, d) / apertureConductance(gases.air, ROOM, d)).toBeCloseTo(1 / 1.75, 12)
    // at l = 100 d the entrance still costs 1/76 of the conductance
    const long = tubeMolecularConductance(gases.air, ROOM, d, 100 * d) / longTubeMolecularConductance(gases.air, ROOM, d, 100 * d)
    expect(long).toBeCloseTo(75 / 76, 12)
    // a short tube never conducts more than its own entrance
    expect(tubeMolecularConductance(gases.air, ROOM, d, 0.01)).toBeLessThan(apertureConductance(gases.air, ROOM, d))
  })
})

describe('laminar conductance and the flow regime', () => {
  it('is 135·d⁴·p̄/l l/s (d, l in cm, p̄ in mbar) for air at 20 °C, as in Leybold\'s "Fundamentals of Vacuum Technology"', () => {
    expect(rounded(litresPerSecond(laminarConductance(gases.air, ROOM, 1 * cm, 1 * cm, 100)), 3)).toBe(135)
    // DN 40 line, 2 m long, at 10 mbar: 135 × 4⁴ × 10 / 200 = 1,728 l/s
    expect(rounded(litresPerSecond(laminarConductance(gases.air, ROOM, 4 * cm, 200 * cm, 1000)), 3)).toBe(1730)
  })

  it('names Pfeiffer\'s DN 63 line at 4,285 Pa viscous ("The Vacuum Technology Book", piping conductivities, laminar conductance)', () => {
    // λ·p = 6.7·10⁻³ Pa·m for air gives λ = 1.56·10⁻⁶ m at 4,285 Pa (the book prints 10⁻³, a slip of the
    // exponent, and Kn = 2.23·10⁻²); either way Kn < 0.01 and the book concludes viscous flow
    const knudsen = knudsenNumber(gases.air, 4285, ROOM, 0.07)
    expect(knudsen).toBeGreaterThan(2.1e-5)
    expect(knudsen).toBeLessThan(2.3e-5)
    expect(flowRegime(knudsen)).toBe('viscous')
  })

  it('draws the regime limits at Kn 0.01 and 0.5 (Pfeiffer Vacuum, "The Vacuum Technology Book")', () => {
    expect([0.009, 0.01, 0.3, 0.5, 0.51, 10].map(flowRegime)).toEqual([
      'viscous',
      'transition',
      'transition',
      'transition',
      'molecular',
      'molecular',
    ])
  })

  it('puts a DN 40 line in molecular flow below about 3·10⁻³ mbar and in viscous flow above about 0.17 mbar (air, 20 °C; hand check from λ·p)', () => {
    expect(flowRegime(knudsenNumber(gases.air, 0.1, ROOM, 0.04))).toBe('molecular')
    expect(flowRegime(knudsenNumber(gases.air, 1, ROOM, 0.04))).toBe('transition')
    expect(flowRegime(knudsenNumber(gases.air, 100, ROOM, 0.04))).toBe('viscous')
  })

  it("estimates the transition as laminar plus molecular, as Pfeiffer's book suggests for the Knudsen range", () => {
    const [d, l, p] = [0.04, 1, 5]
    expect(transitionConductance(gases.air, ROOM, d, l, p)).toBeCloseTo(
      laminarConductance(gases.air, ROOM, d, l, p) + tubeMolecularConductance(gases.air, ROOM, d, l),
      12,
    )
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

describe('rough-vacuum pump-down time', () => {
  it('takes 10 min for 1,000 m³ from 1,000 to 200 mbar at 160 m³/min (vacuum-guide.com, "Evacuation time, vacuum pump sizing")', () => {
    const seconds = pumpDownTime(1000, 160 / 60, 100_000, 20_000)
    expect(rounded(seconds / 60, 2)).toBe(10)
  })

  it('takes (100 l / 10 l/s)·ln(1013/1) = 69.2 s from atmosphere to 1 mbar (hand check of t = V/S_eff·ln(p₀/p₁))', () => {
    expect(rounded(pumpDownTime(0.1, 0.01, 101_300, 100), 3)).toBe(69.2)
  })

  it('doubles when the effective speed halves, and is the same for every decade of pressure', () => {
    expect(pumpDownTime(1, 0.005, 1e5, 100)).toBeCloseTo(2 * pumpDownTime(1, 0.01, 1e5, 100), 9)
    expect(pumpDownTime(1, 0.01, 1e5, 1e4)).toBeCloseTo(pumpDownTime(1, 0.01, 1e3, 1e2), 9)
  })
})
