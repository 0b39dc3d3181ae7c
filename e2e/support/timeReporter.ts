import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Ends the browser tests' output with where their time went: the servers' start (until the first
 * test), each worker's time in tests against its time in all, and the ten slowest spec files, so
 * that a slower suite shows where it grew.
 */
export default class TimeReporter implements Reporter {
  private started = Date.now()
  private firstTest = Infinity
  private readonly workers = new Map<number, { busy: number; last: number }>()
  private readonly files = new Map<string, number>()

  onBegin() {
    this.started = Date.now()
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const start = result.startTime.getTime()
    this.firstTest = Math.min(this.firstTest, start)
    const worker = this.workers.get(result.parallelIndex) ?? { busy: 0, last: 0 }
    worker.busy += result.duration
    worker.last = Math.max(worker.last, start + result.duration)
    this.workers.set(result.parallelIndex, worker)
    const project = test.parent.project()?.name ?? ''
    const file = `${project} ${test.location.file.split('/').pop()}`
    this.files.set(file, (this.files.get(file) ?? 0) + result.duration)
  }

  onEnd() {
    if (this.workers.size === 0) return
    const seconds = (ms: number) => (ms / 1000).toFixed(0).padStart(5)
    const lines = [
      `\nbrowser-test time: ${seconds(Date.now() - this.started)} s in all, servers started after ${seconds(this.firstTest - this.started)} s`,
    ]
    for (const [index, worker] of [...this.workers].sort(([a], [b]) => a - b))
      lines.push(`  worker ${index}: ${seconds(worker.busy)} s in tests, done after ${seconds(worker.last - this.started)} s`)
    lines.push('  slowest spec files (s):')
    for (const [file, ms] of [...this.files].sort(([, a], [, b]) => b - a).slice(0, 10)) lines.push(`  ${seconds(ms)}  ${file}`)
    console.log(lines.join('\n'))
  }

  printsToStdio() {
    return false
  }
}
