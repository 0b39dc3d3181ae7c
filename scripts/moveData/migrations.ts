/**
 * Why a site whose database lists `applied` migrations cannot be moved by a checkout that knows
 * `known` (its SQLite migrations), or null when they are the same: the tables are then exactly
 * those the checkout's PostgreSQL migrations create.
 */
export function migrationProblem(applied: string[], known: string[]): string | null {
  if (applied.includes('dev'))
    return 'the site’s schema was pushed in development (a "dev" migration row): move only a site that ran the committed migrations'
  const missing = known.filter((name) => !applied.includes(name))
  const unknown = applied.filter((name) => !known.includes(name))
  if (unknown.length)
    return `the site ran migrations this checkout does not know (${unknown.join(', ')}): run move-data from the release the site runs`
  if (missing.length)
    return `the site is on an older release: it has not run ${missing.join(', ')}. Start it once on this release (npm start) so that it migrates, then move it`
  return null
}
