import { createLocalReq, type CollectionAfterDeleteHook, type GlobalAfterChangeHook, type Payload } from 'payload'

import { readSiteNames } from '@/domain/siteNames'
import type { OtherProduct, PresysModel, SiteSetting, VacuumValf as VacuumValve } from '@/payload-types'

import { catalogueProductOf, type ProductCollection } from '../productSpecs'
import { rebuildAllDatasheets } from './rebuildDatasheet'

/** The site settings a datasheet prints in its contact block. */
const contactFields = ['companyName', 'servicePhone', 'serviceEmail', 'serviceAddress'] as const

let running: Promise<void> = Promise.resolve()
let queued = false

/**
 * Rebuilds every generated datasheet after the save that changed the company's contact data, in
 * the background (a few seconds per product on a small machine; the editor does not wait for it)
 * and outside the save's transaction. Saves in quick succession share one rebuild.
 */
function rebuildAllInBackground(payload: Payload, savedAt: string): Promise<void> {
  if (queued) return running
  queued = true
  running = running.then(async () => {
    queued = false
    try {
      await settingsCommitted(payload, savedAt)
      const req = await createLocalReq({}, payload)
      await rebuildAllDatasheets(payload, req, { keepGoing: true })
      payload.logger.info('[datasheet] rebuilt every datasheet with the new contact data')
    } catch (error) {
      payload.logger.error({ err: error, msg: '[datasheet] rebuilding after a contact change failed' })
    }
  })
  return running
}

/**
 * The hook runs inside the save's transaction; the rebuild reads the settings on a connection of its
 * own, so it first waits (up to ten seconds) until the saved version is what others read.
 */
async function settingsCommitted(payload: Payload, savedAt: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    if ((settings.updatedAt ?? '') >= savedAt) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Settles once the background rebuilds started so far are done (tests wait for it). */
export const datasheetRebuildsSettled = (): Promise<void> => running

/** Site settings: a change to what the datasheets print rebuilds them (not during the seed). */
export const rebuildDatasheetsOnContactChange: GlobalAfterChangeHook = ({ doc, previousDoc, req }) => {
  if (req.context.skipDatasheet) return doc
  const before = (previousDoc ?? {}) as Partial<SiteSetting>
  const after = doc as Partial<SiteSetting>
  if (contactFields.some((field) => (before[field] ?? '') !== (after[field] ?? '')))
    void rebuildAllInBackground(req.payload, after.updatedAt ?? '')
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
