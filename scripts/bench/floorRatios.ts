/**
 * A page's Lighthouse figures against the floor's (a bare Next page), issue 47's fourth goal: the
 * page's total blocking time and script time each within 1.5× of the floor's.
 *
 * The bench runs the floor and the page in turn, a floor run right before each page run. This
 * machine changes speed within a minute (the floor's own script time moved between 120 and 247 ms
 * across one bench's pairs), and Lighthouse's figures are this machine's times times its CPU
 * factor, so the two runs of a pair share the machine's speed while different pairs do not. The
 * median of each pair's own ratio cancels that; a ratio of the two sides' medians can put a fast
 * run's page beside a slow run's floor. Both are returned, and the goal is marked on the pairs.
 */

export interface LighthouseFigures {
  /** total blocking time, ms */
  tbt: number
  /** Lighthouse's script time (evaluation, parse and compile), ms */
  scriptMs: number
  /** the part of it the main thread itself ran, ms */
  scriptThreadMs: number
  /** Lighthouse's bootup-time (files over 50 ms), ms */
  bootupMs: number
  /** the blocking time of the trace's tasks by the time the thread itself ran in each, ms */
  tbtThreadMs: number
}

type Figure = keyof LighthouseFigures
const figures: Figure[] = ['tbt', 'scriptMs', 'scriptThreadMs', 'bootupMs', 'tbtThreadMs']

/** The middle value; of an even number, the lower middle one (the bench's every median). NaN for none. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN

/** A figure over the floor's. A floor of 0 (no blocking at all): any blocking is infinitely more, none is the same. */
export const ratio = (value: number, of: number) => (of > 0 ? value / of : value > 0 ? Infinity : 1)

/** Every figure, each worked out from its name. */
const eachFigure = (of: (figure: Figure) => number) =>
  Object.fromEntries(figures.map((figure) => [figure, of(figure)])) as unknown as LighthouseFigures

/** Each figure's median over runs. */
export const mediansOf = (runs: LighthouseFigures[]) => eachFigure((figure) => median(runs.map((run) => run[figure])))

export interface FloorComparison {
  /** the floor's own medians over the pairs */
  floor: LighthouseFigures
  /** the median of each pair's own ratio, the goal's figure */
  pairs: LighthouseFigures
  /** the page's medians over the floor's medians, for comparison with earlier runs of the bench */
  medians: LighthouseFigures
  /** how many pairs had both runs */
  count: number
  /** TBT and script time within 1.5× of the floor's */
  met: boolean
}

/** The page's runs against the floor's, run in pairs (`pairs[i]` is a page run and the floor run before it). */
export function againstTheFloor(pairs: { page: LighthouseFigures; floor: LighthouseFigures }[]): FloorComparison {
  const pageMedians = mediansOf(pairs.map((pair) => pair.page))
  const floorMedians = mediansOf(pairs.map((pair) => pair.floor))
  const byPair = eachFigure((figure) => median(pairs.map((pair) => ratio(pair.page[figure], pair.floor[figure]))))
  const byMedians = eachFigure((figure) => ratio(pageMedians[figure], floorMedians[figure]))
  return {
    floor: floorMedians,
    pairs: byPair,
    medians: byMedians,
    count: pairs.length,
    met: pairs.length > 0 && byPair.tbt <= 1.5 && byPair.scriptMs <= 1.5,
  }
}
