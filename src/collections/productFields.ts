import type { Access, Field } from 'payload'

import { publicContent } from '@/collections/publicContent'
import { inEveryLanguage, pushChangedPages } from '@/collections/pushChangedPages'
import { deleteDatasheetsOfProduct } from '@/features/datasheets/datasheetUpkeep'
import { rebuildDatasheet } from '@/features/datasheets/rebuildDatasheet'
import { revalidateDeletedProduct, revalidateRenamedProduct } from '@/collections/fields/uniqueNames'
import { label } from '@/lib/bilingual'
import { contentTags } from '@/lib/revalidate'
import type { OtherProduct, PresysModel, VacuumValf as VacuumValve } from '@/payload-types'

/**
 * What the three product collections share beyond public content: a save rebuilds the product's
 * datasheets, deleting one deletes them, renaming or deleting a product expires the pages that name it,
 * and a save pushes the product's page (`pathOf`) to the search engine.
 * `read` narrows who may read them through the CMS API (the site's pages read on the server).
 */
export const productContent = <Doc extends VacuumValve | PresysModel | OtherProduct>({
  read,
  pathOf,
}: {
  read?: Access
  pathOf: (doc: Doc) => string | undefined
}) =>
  publicContent([contentTags.products], {
    ...(read ? { read } : {}),
    hooks: {
      afterChange: [rebuildDatasheet, revalidateRenamedProduct, pushChangedPages<Doc>((doc) => inEveryLanguage(pathOf(doc)))],
      afterDelete: [deleteDatasheetsOfProduct, revalidateDeletedProduct],
    },
  })

/** A localized list of short lines (applications, features, options …). */
export const lineList = (name: string, zh: string, en: string): Field => ({
  name,
  type: 'array',
  localized: true,
  label: label(zh, en),
  labels: { singular: label('条目', 'Line'), plural: label('条目', 'Lines') },
  fields: [{ name: 'text', type: 'text', required: true, label: label('内容', 'Text') }],
})

/** A localized two-column table (technical data, spec tables). */
export const specTable = (name: string, zh: string, en: string): Field => ({
  name,
  type: 'array',
  localized: true,
  label: label(zh, en),
  labels: { singular: label('行', 'Row'), plural: label('行', 'Rows') },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, label: label('项目', 'Name') },
        { name: 'text', type: 'text', required: true, label: label('参数', 'Value') },
      ],
    },
  ],
})

export const downloadField: Field = {
  name: 'download',
  type: 'relationship',
  relationTo: 'downloads',
  label: label('下载项', 'Download item'),
  admin: { position: 'sidebar' },
}
