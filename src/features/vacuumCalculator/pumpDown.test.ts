import { describe, expect, it } from 'vitest'

import { GAS_DATA_CELSIUS, gasKeys, gases, meanFreePath } from '@/features/specs/gases'
import { MODEL_RANGE } from './modelRange'
import { flowRegime, type FlowRegime, knudsenNumber, lineConductance } from '@/features/specs/physics'
import { pumpDownTime, type PumpingSystem, pumpingStateAt } from './pumpDown'
import { kelvinOf } from '@/features/specs/units'

const ROOM = 293.15

/** Mulberry32: a small seeded generator, so that a failing case can be run again. */
function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const system = (pumpLitres: number, length: number, diameterMm: number, valveLitres: number | null = null): PumpingSystem => ({
  gas: gases.air,
  kelvin: ROOM,
  pumpSpeed: pumpLitres / 1000,
  valve: valveLitres === null ? null : valveLitres / 1000,
  line: { diameter: diameterMm / 1000, length },
})

describe('the effective speed at one chamber pressure', () => {
  it('carries one throughput through valve, line and pump, the line counted at the mean of its two end pressures', () => {
    for (const [pascals, valve] of [
      [1e5, null],
      [1000, 50],
      [30, 20],
      [0.01, 5],
    ] as const) {
      const pumping = system(10, 2, 25, valve)
      const state = pumpingStateAt(pumping, pascals)
      const pumpEnd = state.throughput / pumping.pumpSpeed
      const chamberEnd = pumping.valve === null ? pascals : pascals - state.throughput / pumping.valve
      expect(state.lineMeanPascals).toBeCloseTo((pumpEnd + chamberEnd) / 2, 9)
      const conductance = lineConductance(gases.air, ROOM, 0.025, 2, (pumpEnd + chamberEnd) / 2)
      expect(state.lineConductance! / conductance).toBeCloseTo(1, 9)
      expect((conductance * (chamberEnd - pumpEnd)) / state.throughput).toBeCloseTo(1, 9)
    }
  })

  it('is the pump behind the valve when there is no line', () => {
    const direct: PumpingSystem = { ...system(100, 1, 40, 100), line: null }
    expect(pumpingStateAt(direct, 1e-3).effectiveSpeed).toBeCloseTo(0.05, 12)
  })
})

describe('the pump-down time', () => {
  it('is (V/S)·ln(p₀/p₁) without a line: 10 min for 1,000 m³ from 1,000 to 200 mbar at 160 m³/min (vacuum-guide.com, "Evacuation time")', () => {
    const direct: PumpingSystem = { ...system(160_000 / 60, 1, 1), line: null }
    expect(Number((pumpDownTime(direct, 1000, 1e5, 2e4) / 60).toPrecision(2))).toBe(10)
  })

  it('agrees with a plain midpoint sum of V/(S_eff·p) over 20,000 steps to one part in a million', () => {
    for (const [pumping, start, target] of [
      [system(10, 1, 40), 101_300, 10],
      [system(10, 2, 10), 1e5, 1000],
      [system(300, 5, 16, 100), 1e5, 1e-4],
    ] as const) {
      const steps = 20_000
      const width = Math.log(start / target) / steps
      let midpointSum = 0
      for (let i = 0; i < steps; i++)
        midpointSum += (0.1 * width) / pumpingStateAt(pumping, target * Math.exp((i + 0.5) * width)).effectiveSpeed
      expect(pumpDownTime(pumping, 0.1, start, target) / midpointSum).toBeCloseTo(1, 6)
    }
  })
})

interface Case {
  pumping: PumpingSystem
  volume: number
  start: number
  target: number
}

const logUniform = (random: () => number, low: number, high: number) => low * (high / low) ** random()

/** Knudsen numbers at the target that fall in each regime. */
const knudsenRanges: Record<FlowRegime, [number, number]> = {
  viscous: [1e-5, 0.0099],
  transition: [0.0101, 0.49],
  molecular: [0.51, 1e4],
}

function randomCase(random: () => number, regime: FlowRegime): Case {
  for (;;) {
    const gas = gases[gasKeys[Math.floor(random() * gasKeys.length)]]
    const kelvin = kelvinOf(GAS_DATA_CELSIUS.min + random() * (GAS_DATA_CELSIUS.max - GAS_DATA_CELSIUS.min))
    const diameter = logUniform(random, 1e-3, 0.5)
    const knudsen = logUniform(random, ...knudsenRanges[regime])
    // λ ∝ 1/p, so the pressure that gives this Knudsen number in this line
    const target = meanFreePath(gas, 1, kelvin) / (knudsen * diameter)
    const start = Math.min(MODEL_RANGE.pressure.max, target * logUniform(random, 3, 1e6))
    if (target < MODEL_RANGE.pressure.min || start < target * 2) continue
    return {
      pumping: {
        gas,
        kelvin,
        pumpSpeed: logUniform(random, 1e-4, 5),
        valve: random() < 0.5 ? null : logUniform(random, 1e-3, 10),
        line: { diameter, length: logUniform(random, 0.01, 20) },
      },
      volume: logUniform(random, 1e-3, 10),
      start,
      target,
    }
  }
}

const timeOf = ({ pumping, volume, start, target }: Case) => pumpDownTime(pumping, volume, start, target)
const speedOf = ({ pumping, target }: Case) => pumpingStateAt(pumping, target).effectiveSpeed
const withLine = (c: Case, change: Partial<{ diameter: number; length: number }>): Case => ({
  ...c,
  pumping: { ...c.pumping, line: { ...c.pumping.line!, ...change } },
})

describe.each(['viscous', 'transition', 'molecular'] as const)('in %s flow at the target, over 1,000 random systems', (regime) => {
  it('a lower target, a longer or narrower line and a smaller pump are never faster, nor is S_eff ever higher, and every time is a finite number', () => {
    const random = seededRandom(45 + regime.length)
    const slower: string[] = []
    for (let i = 0; i < 1000; i++) {
      const base = randomCase(random, regime)
      const line = base.pumping.line!
      expect(flowRegime(knudsenNumber(base.pumping.gas, base.target, base.pumping.kelvin, line.diameter))).toBe(regime)
      // half the changes small, where a jump between regime formulas would show
      const factor = random() < 0.5 ? logUniform(random, 1.0001, 1.05) : logUniform(random, 1.05, 10)
      const time = timeOf(base)
      const variants: [string, Case][] = [
        ['lower target', { ...base, target: Math.max(MODEL_RANGE.pressure.min, base.target / factor) }],
        ['longer line', withLine(base, { length: line.length * factor })],
        ['narrower line', withLine(base, { diameter: line.diameter / factor })],
        ['smaller pump', { ...base, pumping: { ...base.pumping, pumpSpeed: base.pumping.pumpSpeed / factor } }],
      ]
      expect(Number.isFinite(time) && time > 0).toBe(true)
      const speed = speedOf(base)
      for (const [change, variant] of variants) {
        if (!(timeOf(variant) >= time)) slower.push(`case ${i}: ${change} by ${factor} was faster`)
        if (change !== 'lower target' && !(speedOf(variant) <= speed)) slower.push(`case ${i}: ${change} by ${factor} gave a higher S_eff`)
      }
    }
    expect(slower).toEqual([])
  })
})

describe('the example that showed the old model wrong', () => {
  it('reaches 0.163 mbar later than 0.166 mbar (100 l, 1,000 mbar, 100 l/s, 1 m × 40 mm)', () => {
    const pumping = system(100, 1, 40)
    expect(pumpDownTime(pumping, 0.1, 1e5, 16.3)).toBeGreaterThan(pumpDownTime(pumping, 0.1, 1e5, 16.6))
  })
})
