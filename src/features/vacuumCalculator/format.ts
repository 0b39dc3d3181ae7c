import { scientific } from '../productFinder/specOptions'

/** A duration in the unit that reads best: seconds up to two minutes, minutes up to two hours, then hours. */
export function durationParts(seconds: number): { unit: 'seconds' | 'minutes' | 'hours'; value: string } {
  if (seconds < 120) return { unit: 'seconds', value: scientific(seconds) }
  if (seconds < 7200) return { unit: 'minutes', value: scientific(seconds / 60) }
  return { unit: 'hours', value: scientific(seconds / 3600) }
}
