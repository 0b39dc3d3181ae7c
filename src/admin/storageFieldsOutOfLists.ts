import type { Field, Plugin } from 'payload'

/** The storage plugin's bookkeeping fields (hidden on the form), which Payload still offered as list columns. */
const storageFields = new Set(['prefix', '_objectKey'])

const outOfLists = (field: Field): Field =>
  'name' in field && storageFields.has(field.name)
    ? ({ ...field, admin: { ...field.admin, disableListColumn: true, disableListFilter: true } } as Field)
    : field

/**
 * Runs after the storage plugin: its `prefix` and `_objectKey` are no list column or filter of the
 * upload collections (the media library and the rich-text image drawer showed an English "Prefix").
 */
export const storageFieldsOutOfLists: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.upload ? { ...collection, fields: collection.fields.map(outOfLists) } : collection,
  ),
})
