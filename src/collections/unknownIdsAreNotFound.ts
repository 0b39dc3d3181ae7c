import { type CollectionBeforeOperationHook, type CollectionConfig, NotFound } from 'payload'

/**
 * Payload reads the id of a document address as a number (`/cms-api/media/abc` asks for NaN), and
 * the database refuses NaN with an error that became a 500. Such an id names no document: 404.
 */
const idNamesADocument: CollectionBeforeOperationHook = ({ args, req }) => {
  const id: unknown = (args as { id?: unknown }).id
  if (typeof id === 'number' && !Number.isSafeInteger(id)) throw new NotFound(req.t)
  return args
}

/** The same check on every collection (one place). */
export function unknownIdsAreNotFound(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [idNamesADocument, ...(hooks.beforeOperation ?? [])] } }
}
