import type { CollectionConfig } from 'payload'

import { listField, orderField } from '@/collections/fields/listFields'
import { publicContent } from '@/collections/publicContent'
import { adminGroups, label } from '@/lib/bilingual'
import { contentTags } from '@/lib/revalidate'

/** Accordion entries of /VacuumValveMain and /PresysBriefIntroduction. */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: label('问答', 'FAQ entry'), plural: label('常见问题', 'FAQ') },
  admin: { group: adminGroups.products, useAsTitle: 'question', defaultColumns: ['question', 'group', 'order'] },
  ...publicContent([contentTags.products]),
  defaultSort: 'order',
  fields: [
    listField('group', label('所在页面', 'Page'), [
      { value: 'vacuumValve', label: label('真空阀门首页', 'Vacuum valves') },
      { value: 'presysBrief', label: label('Presys 简介', 'Presys introduction') },
    ]),
    { name: 'question', type: 'text', required: true, localized: true, label: label('问题', 'Question') },
    { name: 'answer', type: 'textarea', required: true, localized: true, label: label('回答', 'Answer') },
    orderField(),
  ],
}
