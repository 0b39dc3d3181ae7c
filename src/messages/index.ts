import type { Locale } from '@/siteMap'

/**
 * Interface strings, one file per area and language so that areas can grow independently.
 * Every file has the same keys in both languages (checked by messages.test.ts).
 */
const messageFiles = [
  'common',
  'site',
  'catalogue',
  'member',
  'contact',
  'api',
  'finder',
  'legal',
  'vacuumCalculator',
  'service',
  'compare',
  'account',
] as const

export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const parts = await Promise.all(
    messageFiles.map(async (file) => (await import(`./${locale}/${file}.json`)).default as Record<string, unknown>),
  )
  return Object.assign({}, ...parts)
}
