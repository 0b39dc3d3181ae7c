import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { rebuildAllDatasheets } from '@/features/datasheets/rebuildDatasheet'

import { seedContactCards, seedFaqs, seedHonors, seedJobs, seedTextPages, seedTimelines } from './company'
import type { SeedContext } from './context'
import { siteSettings } from './data/siteSettings'
import { seedDownloads } from './downloads'
import { seedArticles } from './news'
import { seedOtherProducts, seedPresysModels, seedVacuumValves } from './products'
import { seedPageNames, seedSiteSettings } from './settings'

/** True when an editor or an earlier seed has put content in the database. */
async function hasContent(payload: Payload): Promise<boolean> {
  const [valves, settings] = await Promise.all([
    payload.count({ collection: 'vacuum-valves' }),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  return valves.totalDocs > 0 || Boolean(settings.companyName)
}

/**
 * Fills an empty database with the site's initial bilingual content, generated pictures and
 * datasheets. Does nothing when content exists, so it is safe on every start. On databases with
 * transactions (PostgreSQL) a failure leaves the database as empty as it was.
 */
export async function seed(payload: Payload): Promise<void> {
  if (await hasContent(payload)) return
  const started = Date.now()
  payload.logger.info('Seeding the initial content…')

  const req = await createLocalReq({}, payload)
  // product datasheets are built once at the end, when the company's contact data is in
  req.context.skipDatasheet = true
  await initTransaction(req)
  const ctx: SeedContext = { payload, req, companyName: siteSettings.companyName, mediaCache: new Map() }
  try {
    const downloads = await seedDownloads(ctx)
    await seedVacuumValves(ctx, downloads)
    await seedPresysModels(ctx, downloads)
    await seedOtherProducts(ctx, downloads)
    await seedArticles(ctx)
    await seedHonors(ctx)
    await seedTimelines(ctx)
    await seedTextPages(ctx)
    await seedJobs(ctx)
    await seedContactCards(ctx)
    await seedFaqs(ctx)
    await seedPageNames(ctx)
    // Last, because hasContent() treats a company name as "already seeded".
    await seedSiteSettings(ctx)
    await rebuildAllDatasheets(payload, req)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  payload.logger.info(`Seeded the initial content in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
