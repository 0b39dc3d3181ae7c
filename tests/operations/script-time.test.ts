import { describe, expect, it } from 'vitest'

import { blockingTime, scriptTime } from '../../scripts/bench/scriptTime'

const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } })
const task = (name: string, pid: number, tid: number, ts: number, dur: number, tdur = dur) => ({ name, ph: 'X', pid, tid, ts, dur, tdur })

describe("the bench's script time from a Lighthouse trace", () => {
  it("sums the page's main thread's outermost script events, as wall time and as the thread's own time", () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      thread(1, 2, 'Compositor'),
      // trace times are microseconds: a script that ran 6 ms of 10 and waited 4 for a core
      task('EvaluateScript', 1, 1, 0, 10_000, 6_000),
      // inside it: part of it, not counted twice
      task('FunctionCall', 1, 1, 1_000, 2_000),
      task('v8.compile', 1, 1, 4_000, 1_000),
      task('RunMicrotasks', 1, 1, 20_000, 4_000),
      // the main thread's other work is not script
      task('Layout', 1, 1, 30_000, 5_000),
      task('ParseHTML', 1, 1, 40_000, 2_000),
      // another thread's script-named events are not the page's
      task('FunctionCall', 1, 2, 0, 50_000),
    ]
    expect(scriptTime(events)).toEqual({ wallMs: 14, threadMs: 10 })
  })

  it("picks the renderer that ran the page's scripts, not another one in the trace", () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      thread(2, 7, 'CrRendererMain'),
      task('EvaluateScript', 2, 7, 0, 3_000),
      task('EvaluateScript', 1, 1, 0, 8_000, 5_000),
      task('TimerFire', 1, 1, 9_000, 1_000),
    ]
    expect(scriptTime(events)).toEqual({ wallMs: 9, threadMs: 6 })
  })

  it('counts an event without a thread time at its wall time, and nothing in a trace without a renderer', () => {
    const withoutThreadTime = { name: 'EventDispatch', ph: 'X', pid: 1, tid: 1, ts: 0, dur: 2_000 }
    expect(scriptTime([thread(1, 1, 'CrRendererMain'), withoutThreadTime])).toEqual({ wallMs: 2, threadMs: 2 })
    expect(scriptTime([task('EvaluateScript', 1, 1, 0, 2_000)])).toEqual({ wallMs: 0, threadMs: 0 })
  })

  it("counts the main thread's tasks from the first contentful paint on for what they last over 50 ms once slowed, by wall and by thread time", () => {
    const paint = { name: 'firstContentfulPaint', ph: 'I', pid: 1, tid: 1, ts: 100_000 }
    const events = [
      thread(1, 1, 'CrRendererMain'),
      thread(1, 2, 'Compositor'),
      task('EvaluateScript', 1, 1, 130_000, 15_000, 14_000),
      // before the first paint: not counted
      task('RunTask', 1, 1, 0, 80_000, 20_000),
      paint,
      // a task that waited for a core: 28 ms, of which the thread ran 1 (4 × 28 − 50 = 62 by wall, nothing by thread)
      task('RunTask', 1, 1, 100_000, 28_000, 1_000),
      // the script's own task: 4 × 16 − 50 = 14 by wall, 4 × 14 − 50 = 6 by thread; the script inside is part of it
      task('RunTask', 1, 1, 130_000, 16_000, 14_000),
      // short tasks block nothing
      task('RunTask', 1, 1, 150_000, 10_000, 10_000),
      // another thread's tasks are not the page's
      task('RunTask', 1, 2, 110_000, 90_000),
    ]
    expect(blockingTime(events, 4)).toEqual({ wallMs: 76, threadMs: 6 })
    // without a slowdown nothing here lasts over 50 ms
    expect(blockingTime(events, 1)).toEqual({ wallMs: 0, threadMs: 0 })
  })

  it('counts no blocking in a trace without a first contentful paint or without a renderer', () => {
    const events = [thread(1, 1, 'CrRendererMain'), task('EvaluateScript', 1, 1, 0, 5_000), task('RunTask', 1, 1, 0, 90_000)]
    expect(blockingTime(events, 4)).toEqual({ wallMs: 0, threadMs: 0 })
    expect(blockingTime([task('RunTask', 1, 1, 0, 90_000)], 4)).toEqual({ wallMs: 0, threadMs: 0 })
  })
})
