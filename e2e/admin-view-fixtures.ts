/**
 * Gives every collection of the admin a document the editor can open, and lists the admin's views:
 * the collections and globals staff see (not Payload's hidden ones), each collection with the id
 * of a document the editor may read, or none (the sweep then opens the create view). The
 * collections only the site writes (service requests, shared quote lists, the download log,
 * account cancellations) get one document here through the Local API. Run from source
 * (scripts/tsx.mjs) with the server's DATA_DIR and the editor's e-mail; writes the list as JSON to
 * the file named by the second argument (Payload's own log goes to stdout).
 */
import { writeFile } from 'node:fs/promises'

import { getPayload } from 'payload'

import { listCatalogueProducts } from '../src/features/specs/productSpecs'
import config from '../src/payload.config'
import { E2E_QUOTE_SHARE_CODE, E2E_SERIAL_NUMBERS, type AdminViews } from './admin-views'

const [editorEmail, outputFile] = process.argv.slice(2)
if (!editorEmail || !outputFile) throw new Error('usage: admin-view-fixtures.ts <editor e-mail> <output.json>')

// Outside Next the SMS service cannot load (it is server-only): the service request's notice hook
// logs that and goes on (no text leaves a script), but Node reports the failed import of that module
// a second time, as a rejection nobody handles, once two modules of the notice's import graph share it
process.on('unhandledRejection', (reason) => {
  if (!(reason instanceof Error && reason.stack?.includes('node_modules/server-only/'))) throw reason
})

const payload = await getPayload({ config })

const none = async (collection: 'download-log' | 'account-cancellations') => (await payload.count({ collection })).totalDocs === 0

const FIXTURE_RMA = 'RMA-2000-00001'
if ((await payload.count({ collection: 'service-requests', where: { rma: { equals: FIXTURE_RMA } } })).totalDocs === 0) {
  await payload.create({
    collection: 'service-requests',
    data: {
      rma: FIXTURE_RMA,
      status: 'requested',
      kind: 'repair',
      product: 'vacuumValve:1',
      quantity: 2,
      serialNumbers: [...E2E_SERIAL_NUMBERS],
      fault: 'Gate does not close fully.',
      contamination: 'notUsed',
      declarantName: '李伟',
      contactName: '李伟',
      mobile: '13900000001',
      returnAddress: '无锡市新吴区 1 号',
    },
  })
}
const [product] = await listCatalogueProducts(payload)
if ((await payload.count({ collection: 'quote-shares', where: { code: { equals: E2E_QUOTE_SHARE_CODE } } })).totalDocs === 0) {
  const line = { product: product.key, size: product.specs.sizes[0] ?? null, flange: null, quantity: 3, note: '加急' }
  await payload.create({
    collection: 'quote-shares',
    data: { code: E2E_QUOTE_SHARE_CODE, lines: [line], expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  })
}
if (await none('download-log')) {
  await payload.create({
    collection: 'download-log',
    data: { mobile: '13900000002', company: '测试公司', itemTitle: '样本', ip: '127.0.0.1' },
  })
}
if (await none('account-cancellations')) {
  await payload.create({ collection: 'account-cancellations', data: { memberNumber: 1, registeredAt: new Date().toISOString() } })
}

const editor = (await payload.find({ collection: 'users', where: { email: { equals: editorEmail } }, limit: 1 })).docs[0]
if (!editor) throw new Error(`no staff account ${editorEmail}`)
const user = { ...editor, collection: 'users' as const }

const visible = (hidden: unknown) => (typeof hidden === 'function' ? !hidden({ user }) : !hidden)
const collections: AdminViews['collections'] = []
for (const collection of payload.config.collections.filter((entry) => visible(entry.admin.hidden))) {
  const slug = collection.slug as Parameters<typeof payload.find>[0]['collection']
  const { docs } = await payload.find({ collection: slug, limit: 1, depth: 0, user, overrideAccess: false })
  collections.push({ slug, id: docs[0]?.id ?? null })
}
const views: AdminViews = {
  collections,
  globals: payload.config.globals.filter((entry) => visible(entry.admin.hidden)).map((entry) => entry.slug),
  serviceRequestId: (await payload.find({ collection: 'service-requests', where: { rma: { equals: FIXTURE_RMA } } })).docs[0].id,
  quoteShareId: (await payload.find({ collection: 'quote-shares', where: { code: { equals: E2E_QUOTE_SHARE_CODE } } })).docs[0].id,
  sharedProduct: { key: product.key, title: product.title },
}
await writeFile(outputFile, JSON.stringify(views))
process.exit(0)
