/**
 * A page's script time and blocking time from a Lighthouse trace, as wall time and as the main
 * thread's own time.
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
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'

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

/** The outermost of a thread's events, in order: an event inside the one before it is part of it. */
function outermost(events: TraceEvent[]): TraceEvent[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const kept: TraceEvent[] = []
  let end = -Infinity
  for (const event of sorted) {
    if (event.ts < end) continue
    end = event.ts + (event.dur ?? 0)
    kept.push(event)
  }
  return kept
}

const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`

/**
 * The page's main thread is the renderer main thread (`CrRendererMain`) that evaluated the most
 * script: a trace also holds other renderers' (a service worker, an extension, a blank tab).
 * Returns that thread and its outermost script events.
 */
function pageMainThread(events: readonly TraceEvent[]): { thread: string; scripts: TraceEvent[] } | undefined {
  const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(threadOf))
  const byThread = new Map<string, TraceEvent[]>()
  for (const event of events) {
    const thread = threadOf(event)
    if (event.ph !== 'X' || !mainThreads.has(thread) || !SCRIPT_EVENTS.has(event.name)) continue
    const list = byThread.get(thread)
    if (list) list.push(event)
    else byThread.set(thread, [event])
  }
  let best: { thread: string; scripts: TraceEvent[]; wall: number } | undefined
  for (const [thread, list] of byThread) {
    const scripts = outermost(list)
    const wall = scripts.reduce((sum, event) => sum + (event.dur ?? 0), 0)
    if (wall > (best?.wall ?? 0)) best = { thread, scripts, wall }
  }
  return best
}

/** The wall time and the thread's own time of the page's main thread's outermost script events, in ms. */
export function scriptTime(events: readonly TraceEvent[]): ScriptTime {
  const scripts = pageMainThread(events)?.scripts ?? []
  return {
    wallMs: scripts.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000,
    threadMs: scripts.reduce((sum, event) => sum + (event.tdur ?? event.dur ?? 0), 0) / 1000,
  }
}

/** A task as Lighthouse's trace processor tells one: it reads only the event's name. */
const isTask = (event: TraceEvent) => TraceProcessor.isScheduleableTask(event as Parameters<typeof TraceProcessor.isScheduleableTask>[0])

/**
 * The blocking time the trace itself shows, in ms: each of the page's main thread's tasks from its
 * first contentful paint on counts for what it lasts over 50 ms once slowed by `slowdown`
 * (Lighthouse's CPU factor), as total blocking time counts a task. Counted once with each task's
 * wall time, the time Lighthouse's simulation reads from the trace, and once with the time the
 * thread itself ran: a task that waited for a core (on this two-core machine, one /home load had a
 * task of 28.7 ms in which the thread ran 0.1 ms: 65 ms of blocking at a factor of 4) blocks by the
 * first count and not by the second. Lighthouse's own figure is simulated, from its graph of the
 * page's requests and tasks, and ends at its time to interactive: the wall count is close to it,
 * not equal.
 */
export function blockingTime(events: readonly TraceEvent[], slowdown: number): ScriptTime {
  const main = pageMainThread(events)
  if (!main) return { wallMs: 0, threadMs: 0 }
  const [pid] = main.thread.split(':')
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && String(event.pid) === pid)
  if (!paint) return { wallMs: 0, threadMs: 0 }
  const tasks = outermost(events.filter((event) => event.ph === 'X' && threadOf(event) === main.thread && isTask(event)))
  const blocking = (ms: number) => Math.max(0, ms * slowdown - 50)
  const after = tasks.filter((task) => task.ts >= paint.ts)
  return {
    wallMs: after.reduce((sum, task) => sum + blocking((task.dur ?? 0) / 1000), 0),
    threadMs: after.reduce((sum, task) => sum + blocking((task.tdur ?? task.dur ?? 0) / 1000), 0),
  }
}
