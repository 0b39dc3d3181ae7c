import { describe, expect, it } from 'vitest'

import { againstTheFloor, median, ratio } from '../../scripts/bench/floorRatios'

const run = (tbt: number, scriptMs: number) => ({
  tbt,
  scriptMs,
  scriptThreadMs: scriptMs / 2,
  bootupMs: scriptMs / 3,
  tbtThreadMs: tbt / 2,
})

describe("the bench's figures against the floor's", () => {
  it("takes the median of each pair's own ratio, so a machine that changes speed between pairs moves both sides of a pair", () => {
    // the machine slows down by half, then by two, between pairs: each page run is 1.4× its floor run
    const pairs = [
      { floor: run(20, 100), page: run(28, 140) },
      { floor: run(30, 150), page: run(42, 210) },
      { floor: run(60, 300), page: run(84, 420) },
      { floor: run(22, 110), page: run(30.8, 154) },
    ]
    const compared = againstTheFloor(pairs)
    expect(compared.pairs.scriptMs).toBeCloseTo(1.4)
    expect(compared.pairs.tbt).toBeCloseTo(1.4)
    expect(compared.pairs.scriptThreadMs).toBeCloseTo(1.4)
    expect(compared.count).toBe(4)
    expect(compared.met).toBe(true)
  })

  it("gives the ratio of the medians beside it, which pairs a page run with another pair's floor run", () => {
    // the machine slowed down during the first pair's page run: 3× its floor run; the others 1.05× and 1.1×
    const pairs = [
      { floor: run(10, 100), page: run(30, 300) },
      { floor: run(20, 200), page: run(21, 210) },
      { floor: run(30, 300), page: run(33, 330) },
    ]
    const compared = againstTheFloor(pairs)
    expect(compared.pairs.scriptMs).toBeCloseTo(1.1)
    // the page's median (300, the first pair's) over the floor's (200, the second pair's)
    expect(compared.medians.scriptMs).toBeCloseTo(1.5)
    expect(compared.medians.tbt).toBeCloseTo(1.5)
    // the floor's own median, the second pair's
    expect(compared.floor.scriptMs).toBe(200)
    expect(compared.met).toBe(true)
  })

  it("marks the goal missed when either figure is over 1.5× the floor's, and with no pairs at all", () => {
    expect(againstTheFloor([{ floor: run(20, 100), page: run(20, 160) }]).met).toBe(false)
    expect(againstTheFloor([{ floor: run(20, 100), page: run(31, 100) }]).met).toBe(false)
    expect(againstTheFloor([{ floor: run(20, 100), page: run(30, 150) }]).met).toBe(true)
    expect(againstTheFloor([]).met).toBe(false)
  })

  it('counts any blocking over a floor with none as infinitely more, and none over none as the same', () => {
    expect(ratio(12, 0)).toBe(Infinity)
    expect(ratio(0, 0)).toBe(1)
    const compared = againstTheFloor([
      { floor: run(0, 100), page: run(0, 120) },
      { floor: run(0, 100), page: run(5, 120) },
      { floor: run(0, 100), page: run(0, 120) },
    ])
    // two pairs of three blocked no more than their floor: the median pair is the same
    expect(compared.pairs.tbt).toBe(1)
    expect(compared.met).toBe(true)
  })

  it('takes the lower middle value of an even number', () => {
    expect(median([4, 1, 3, 2])).toBe(2)
    expect(median([5])).toBe(5)
    expect(median([])).toBeNaN()
  })
})
