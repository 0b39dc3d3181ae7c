import config from '@payload-config'
import type { FlattenedField } from 'payload'
import { expect, it } from 'vitest'

/** The paths of the `json` and `code` fields among `fields` that render with Payload's own editor. */
function cdnEditors(fields: FlattenedField[], prefix: string): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}.${field.name}`
    if (field.type === 'json' || field.type === 'code') return field.admin?.components?.Field || field.admin?.hidden ? [] : [path]
    if (field.type === 'array' || field.type === 'group' || field.type === 'tab') return cdnEditors(field.flattenedFields, path)
    if (field.type === 'blocks') return field.blocks.flatMap((block) => cdnEditors(block.flattenedFields, `${path}.${block.slug}`))
    return []
  })
}

// Payload's editor of json and code fields (Monaco) loads its code from cdn.jsdelivr.net: the
// site's CSP blocks it and mainland China's network often cannot reach it, so such a field shows
// an empty box. Each one staff see needs a component of its own (src/components/admin).
it('no json or code field staff see uses the editor Payload loads from a CDN', async () => {
  const resolved = await config
  const visible = (entry: { admin: { hidden?: unknown } }) => entry.admin.hidden !== true
  const found = [
    ...resolved.collections.filter(visible).flatMap((collection) => cdnEditors(collection.flattenedFields, collection.slug)),
    ...resolved.globals.filter(visible).flatMap((global) => cdnEditors(global.flattenedFields, global.slug)),
  ]
  expect(found).toEqual([])
})
