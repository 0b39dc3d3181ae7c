import type { CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { readSiteNames } from '@/features/site/siteNames'
import { defineTask } from '@/lib/defineTask'
import type { OtherProduct, PresysModel, SiteSetting, VacuumValf as VacuumValve } from '@/payload-types'

import { catalogueProductOf, type ProductCollection } from '@/features/specs/productSpecs'
import { rebuildAllDatasheets } from './rebuildDatasheet'

/** The site settings a datasheet prints in its contact block. */
const contactFields = ['companyName', 'servicePhone', 'serviceEmail', 'serviceAddress'] as const

/**
 * Rebuilds every generated datasheet (a few seconds per product on a small machine) in the server's
 * job runner (payload.config.ts), so the editor who changed the contact data does not wait for it.
 * Two builds of one datasheet at once (this job on two instances, or beside a product's save) are
 * safe: each removes only the files older than its own, so the newest stays. No concurrency key:
 * Payload never releases a key whose job was killed mid-run (a deploy), which would stop every
 * later rebuild.
 */
export const rebuildAllDatasheetsTask = defineTask({
  slug: 'rebuildAllDatasheets',
  label: 'Rebuild every datasheet',
  outputSchema: [{ name: 'rebuilt', type: 'checkbox' }],
  handler: async ({ job, req }) => {
    // a later change queued its own rebuild, which reads the settings when it runs: saves in quick
    // succession share it (Payload's `supersedes` would delete the older jobs outside the save's
    // transaction). One marked running for over a quarter of an hour does not count: a deploy killed it.
    const later = await req.payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'rebuildAllDatasheets' } },
          { id: { greater_than: job.id } },
          { completedAt: { exists: false } },
          {
            or: [{ processing: { equals: false } }, { updatedAt: { greater_than: new Date(Date.now() - 15 * 60_000).toISOString() } }],
          },
        ],
      },
      req,
    })
    if (later.totalDocs === 0) {
      await rebuildAllDatasheets(req.payload, req, { keepGoing: true })
      req.payload.logger.info('[datasheet] rebuilt every datasheet with the new contact data')
    }
    return { output: { rebuilt: later.totalDocs === 0 } }
  },
})

/**
 * Site settings: a change to what the datasheets print rebuilds them (not during the seed). The job
 * is queued inside the save's transaction: it exists once the save is committed, and never if the
 * save fails, so the rebuild reads the saved settings without waiting for them.
 */
export const rebuildDatasheetsOnContactChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (req.context.skipDatasheet) return doc
  const before = (previousDoc ?? {}) as Partial<SiteSetting>
  const after = doc as Partial<SiteSetting>
  if (contactFields.some((field) => (before[field] ?? '') !== (after[field] ?? '')))
    await req.payload.jobs.queue({ task: 'rebuildAllDatasheets', input: {}, req })
  return doc
}

/** A deleted product's generated datasheets go with it (their files too), so no grant opens them. */
export const deleteDatasheetsOfProduct: CollectionAfterDeleteHook<VacuumValve | PresysModel | OtherProduct> = async ({
  collection,
  doc,
  req,
}) => {
  const product = catalogueProductOf(collection.slug as ProductCollection, doc, await readSiteNames(req.payload, req))
  if (!product) return doc
  await req.payload.delete({ collection: 'datasheets', where: { 'generated.productKey': { equals: product.key } }, req })
  return doc
}
