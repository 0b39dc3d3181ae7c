/**
 * Fills the bench's SQLite database with the volume the bench measures: 10,000 published news
 * articles (both languages) and 1,000 download items, copied in SQL from a seeded article and
 * download (creating them one by one through Payload takes about an hour on 2 cores). For the
 * benchmark only, never run by the tests; on a seeded, migrated DATA_DIR:
 *   DATA_DIR=/tmp/bench-data node scripts/tsx.mjs scripts/bench/seed-volume.ts [articles] [downloads] [enquiries]
 * Adds only what is missing to reach the counts. Each article copy gets one (published, latest)
 * version row, which is what the admin's list reads; enquiries are copies of a first one.
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
// The admin lists what `_articles_v` says is each article's latest version: give each copy one.
const unversioned = 'SELECT a.id FROM articles a WHERE NOT EXISTS (SELECT 1 FROM _articles_v v WHERE v.parent_id = a.id)'
if ((await one(`SELECT count(*) FROM (${unversioned})`)) > 0) {
  const before = await one('SELECT coalesce(max(id), 0) FROM _articles_v')
  await db.batch(
    [
      `INSERT INTO _articles_v (parent_id, version_image_id, version_banner_id, version_category, version_published_at,
                                version_updated_at, version_created_at, version__status, latest)
       SELECT a.id, a.image_id, a.banner_id, a.category, a.published_at, a.updated_at, a.created_at, a._status, 1
       FROM articles a WHERE a.id IN (${unversioned})`,
      `INSERT INTO _articles_v_locales (version_title, version_intro, version_content, _locale, _parent_id)
       SELECT l.title, l.intro, l.content, l._locale, v.id
       FROM _articles_v v JOIN articles_locales l ON l._parent_id = v.parent_id WHERE v.id > ${before}`,
    ],
    'write',
  )
}

// Enquiries for the admin's enquiry list: copies of one row whatever the columns are called
// (a first row of placeholders when the site has received none).
const wantedEnquiries = Number(process.argv[4] ?? 10_000)
const missingEnquiries = wantedEnquiries - (await one('SELECT count(*) FROM enquiries'))
if (missingEnquiries > 0) {
  const columns = (await db.execute('PRAGMA table_info(enquiries)')).rows.map((row) => ({
    name: String(row.name),
    type: String(row.type).toLowerCase(),
    required: Number(row.notnull) === 1 && row.dflt_value === null && Number(row.pk) === 0,
  }))
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`
  if ((await one('SELECT count(*) FROM enquiries')) === 0) {
    const required = columns.filter((column) => column.required)
    await db.execute({
      sql: `INSERT INTO enquiries (${required.map((column) => quoted(column.name)).join(', ')}) VALUES (${required.map(() => '?').join(', ')})`,
      args: required.map((column) => (column.type.includes('int') || column.type.includes('real') ? 0 : 'Bench')),
    })
  }
  const copied = columns.filter((column) => !['id', 'created_at', 'updated_at'].includes(column.name)).map((column) => quoted(column.name))
  const remaining = wantedEnquiries - (await one('SELECT count(*) FROM enquiries'))
  if (remaining > 0)
    await db.execute(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${remaining})
       INSERT INTO enquiries (${copied.join(', ')}, created_at, updated_at)
       SELECT ${copied.map((name) => `e.${name}`).join(', ')},
              strftime('%Y-%m-%dT%H:%M:%fZ', '2020-01-01', '+' || (n.i * 3) || ' hours'),
              strftime('%Y-%m-%dT%H:%M:%fZ', '2020-01-01', '+' || (n.i * 3) || ' hours')
       FROM n, (SELECT * FROM enquiries ORDER BY id LIMIT 1) e`,
    )
}
console.log(
  `volume: ${await one('SELECT count(*) FROM articles')} articles, ${await one('SELECT count(*) FROM downloads')} downloads, ` +
    `${await one('SELECT count(*) FROM enquiries')} enquiries`,
)
