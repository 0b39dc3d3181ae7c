import { metricsText } from '@/runtime/metrics.mjs'

import { sampleIn } from './prometheusText'

/** The sample as this process's metrics show it now (0 when absent, as for a counter never touched). */
export async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  return sampleIn((await metricsText()).body, name, labels) ?? 0
}
