/**
 * Fills the database with the volume issue 11 measures: 10,000 news articles (both languages) and
 * 1,000 download items, modelled on the seeded ones (same pictures, body and datasheet file).
 * For the benchmark only (never run by the tests); run it on a seeded DATA_DIR:
 *   DATA_DIR=/tmp/bench-data npx tsx scripts/bench/seed-volume.ts [articles] [downloads]
 * Idempotent: it only adds what is missing to reach the counts.
 */
import { getPayload } from 'payload'

import config from '../../src/payload.config'

const wantedArticles = Number(process.argv[2] ?? 10_000)
const wantedDownloads = Number(process.argv[3] ?? 1_000)
const FIRST_VOLUME_ITEM_ID = 10_000

const payload = await getPayload({ config })

const model = (await payload.find({ collection: 'articles', sort: '-publishedAt', limit: 1, depth: 0, locale: 'zh' })).docs[0]
const modelEn = model && (await payload.findByID({ collection: 'articles', id: model.id, depth: 0, locale: 'en' }))
const articleCount = (await payload.count({ collection: 'articles' })).totalDocs
if (model && modelEn) {
  const started = Date.now()
  for (let n = articleCount; n < wantedArticles; n++) {
    const day = new Date(Date.UTC(2015, 0, 1) + n * 8 * 3600_000).toISOString()
    const doc = await payload.create({
      collection: 'articles',
      locale: 'zh',
      depth: 0,
      data: {
        title: `${model.title} #${n}`,
        intro: model.intro,
        content: model.content,
        image: model.image,
        banner: model.banner,
        category: model.category,
        publishedAt: day,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'articles',
      id: doc.id,
      locale: 'en',
      depth: 0,
      data: { title: `${modelEn.title} #${n}`, intro: modelEn.intro, content: modelEn.content, _status: 'published' },
    })
    if (n % 500 === 0) payload.logger.info(`articles: ${n} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  }
}

const download = (await payload.find({ collection: 'downloads', sort: 'itemId', limit: 1, depth: 0 })).docs[0]
const downloadCount = (await payload.count({ collection: 'downloads' })).totalDocs
if (download) {
  for (let n = downloadCount; n < wantedDownloads; n++) {
    await payload.create({
      collection: 'downloads',
      locale: 'zh',
      depth: 0,
      data: { itemId: FIRST_VOLUME_ITEM_ID + n, title: `${download.title} #${n}`, type: download.type, file: download.file, order: FIRST_VOLUME_ITEM_ID + n },
    })
  }
}
payload.logger.info(
  `volume: ${(await payload.count({ collection: 'articles' })).totalDocs} articles, ${(await payload.count({ collection: 'downloads' })).totalDocs} downloads`,
)
process.exit(0)
