/**
 * A page's script time from a Lighthouse trace, as wall time and as the main thread's own time.
 *
 * Lighthouse's script time (its main-thread work breakdown, scriptEvaluation and scriptParseCompile)
 * is the wall time of the main thread's script events, times its CPU slowdown factor. On this
 * two-core machine the browser's other processes and threads (its own main thread, the GPU process,
 * background compilation, raster) run beside the page's main thread, and while they hold the cores
 * a script event's wall time grows without the script doing more: the same page's figure moves by
 * a quarter between runs, and a page that paints more frames (each one copied for Lighthouse's
 * filmstrip) waits more. The thread time (`tdur`, the time the thread itself ran) is the script's
 * own work. Both are summed over the same events: the main thread's outermost script events
 * (an event inside another one is part of it), the events Lighthouse groups as script.
 */
import { taskGroups } from 'lighthouse/core/lib/tracehouse/task-groups.js'

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

/** The trace events Lighthouse counts as script: its own task groups for evaluating, and for parsing and compiling. */
const SCRIPT_EVENTS = new Set([...taskGroups.scriptEvaluation.traceEventNames, ...taskGroups.scriptParseCompile.traceEventNames])

export interface ScriptTime {
  /** what Lighthouse's breakdown counts, before its slowdown factor */
  wallMs: number
  /** the time the main thread itself ran in those events */
  threadMs: number
}

/**
 * The page's main thread is the renderer main thread (`CrRendererMain`) that evaluated the most
 * script: a trace also holds other renderers' (a service worker, an extension, a blank tab).
 */
export function scriptTime(events: readonly TraceEvent[]): ScriptTime {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  )
  const byThread = new Map<string, TraceEvent[]>()
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`
    if (event.ph !== 'X' || !mainThreads.has(thread) || !SCRIPT_EVENTS.has(event.name)) continue
    const list = byThread.get(thread) ?? []
    list.push(event)
    byThread.set(thread, list)
  }
  let best: ScriptTime = { wallMs: 0, threadMs: 0 }
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts)
    let end = -Infinity
    let wall = 0
    let thread = 0
    for (const event of list) {
      if (event.ts < end) continue // inside the outermost event before it
      const dur = event.dur ?? 0
      end = event.ts + dur
      wall += dur
      thread += event.tdur ?? dur
    }
    if (wall / 1000 > best.wallMs) best = { wallMs: wall / 1000, threadMs: thread / 1000 }
  }
  return best
}
