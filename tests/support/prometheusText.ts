/** The values of the samples `name` whose labels include `labels`, read from Prometheus's text format as a scraper reads it. */
export function samplesIn(text: string, name: string, labels: Record<string, string> = {}): number[] {
  const values: number[] = []
  for (const line of text.split('\n')) {
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!sample || sample[1] !== name) continue
    const given = Object.fromEntries([...(sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]))
    if (Object.entries(labels).every(([key, value]) => given[key] === value)) values.push(Number(sample[3]))
  }
  return values
}

/** The first such sample; undefined when there is none. */
export const sampleIn = (text: string, name: string, labels: Record<string, string> = {}) => samplesIn(text, name, labels)[0]

/** Their sum (e.g. the requests of one kind, whatever their status). */
export const sumIn = (text: string, name: string, labels: Record<string, string> = {}) =>
  samplesIn(text, name, labels).reduce((sum, value) => sum + value, 0)
