/**
 * Fills the bench's SQLite database with the volume issue 11 measures: 10,000 published news
 * articles (both languages) and 1,000 download items, copied in SQL from a seeded article and
 * download (creating them one by one through Payload takes about an hour on 2 cores). For the
 * benchmark only, never run by the tests; on a seeded, migrated DATA_DIR:
 *   DATA_DIR=/tmp/bench-data npx tsx scripts/bench/seed-volume.ts [articles] [downloads]
 * Adds only what is missing to reach the counts. The copies have no draft versions (the admin and
 * the site read the published rows).
 */
import path from 'node:path'

import { createClient } from '@libsql/client'

const wantedArticles = Number(process.argv[2] ?? 10_000)
const wantedDownloads = Number(process.argv[3] ?? 1_000)
const FIRST_VOLUME_ITEM_ID = 10_000

const db = createClient({ url: `file:${path.resolve(process.env.DATA_DIR ?? 'data', 'site.db')}` })
const one = async (sql: string) => Number((await db.execute(sql)).rows[0]?.[0] ?? 0)

const model = await one(`SELECT id FROM articles WHERE _status = 'published' ORDER BY published_at DESC LIMIT 1`)
const missingArticles = wantedArticles - (await one('SELECT count(*) FROM articles'))
if (model && missingArticles > 0) {
  const before = await one('SELECT max(id) FROM articles')
  await db.batch(
    [
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${missingArticles})
       INSERT INTO articles (image_id, banner_id, category, published_at, _status)
       SELECT a.image_id, a.banner_id, a.category,
              strftime('%Y-%m-%dT%H:%M:%fZ', '2015-01-01', '+' || (n.i * 8) || ' hours'), 'published'
       FROM n, articles a WHERE a.id = ${model}`,
      `INSERT INTO articles_locales (title, intro, content, _locale, _parent_id)
       SELECT l.title || ' #' || a.id, l.intro, l.content, l._locale, a.id
       FROM articles a JOIN articles_locales l ON l._parent_id = ${model} WHERE a.id > ${before}`,
    ],
    'write',
  )
}

const download = await one('SELECT id FROM downloads ORDER BY item_id LIMIT 1')
const missingDownloads = wantedDownloads - (await one('SELECT count(*) FROM downloads'))
if (download && missingDownloads > 0) {
  const before = await one('SELECT max(id) FROM downloads')
  await db.batch(
    [
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${missingDownloads})
       INSERT INTO downloads (item_id, type, file_id, size_mb, extension, "order")
       SELECT ${FIRST_VOLUME_ITEM_ID} + n.i + ${before}, d.type, d.file_id, d.size_mb, d.extension, ${FIRST_VOLUME_ITEM_ID} + n.i
       FROM n, downloads d WHERE d.id = ${download}`,
      `INSERT INTO downloads_locales (title, _locale, _parent_id)
       SELECT l.title || ' #' || d.id, l._locale, d.id
       FROM downloads d JOIN downloads_locales l ON l._parent_id = ${download} WHERE d.id > ${before}`,
    ],
    'write',
  )
}
console.log(`volume: ${await one('SELECT count(*) FROM articles')} articles, ${await one('SELECT count(*) FROM downloads')} downloads`)
