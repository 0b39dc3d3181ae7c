import type { TaskConfig, TaskHandler, TypedJobs } from 'payload'

import { countJobRun } from '@/runtime/metrics.mjs'

type TaskSlug = keyof TypedJobs['tasks'] & string

/** How one run of a task ended: Payload retries a failed run while the task has attempts left. */
export type TaskOutcome = 'succeeded' | 'failed'

/**
 * Every task of the site is declared through here, so that each run passes one place: a log line
 * with the task, its outcome and its duration and a count in the metrics (`site_job_runs_total`). The handler's error is passed on untouched: Payload's retries depend on it.
 */
export function defineTask<Slug extends TaskSlug>(task: TaskConfig<Slug> & { handler: TaskHandler<Slug> }): TaskConfig<Slug> {
  const handler = task.handler
  return {
    ...task,
    handler: async (args) => {
      const started = performance.now()
      const finished = (outcome: TaskOutcome, error?: unknown) => {
        countJobRun(task.slug, outcome)
        args.req.payload.logger[outcome === 'succeeded' ? 'info' : 'warn']({
          msg: `[jobs] ${task.slug} ${outcome}`,
          task: task.slug,
          job: args.job.id,
          outcome,
          ms: Math.round(performance.now() - started),
          ...(error instanceof Error ? { error: error.message } : {}),
        })
      }
      try {
        const result = await handler(args)
        finished('succeeded')
        return result
      } catch (error) {
        finished('failed', error)
        throw error
      }
    },
  }
}
