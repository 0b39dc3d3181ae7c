import type { CollectionConfig } from 'payload'

import { adminOnlyField, anyone, staffOnly } from '@/access'
import { adminGroups, label, namedInPageNames } from '@/lib/bilingual'
import { copyPageName } from '@/collections/TextPages/copyPageName'
import { contentTags, revalidateContent } from '@/lib/revalidate'
import { siteNames } from '@/seed/data/siteNames'
import { type PageKey, pages } from '@/siteMap'

export const textPageKeys = [
  'about',
  'companyProfile',
  'developmentPath',
  'careerOpportunities',
  'repairMaintenance',
  'upgradeTransformation',
  'serviceCenter',
  'vacuumValveMain',
  'presysBrief',
  'presysProcess',
] as const

export type TextPageKey = (typeof textPageKeys)[number]

/** The public page each page text belongs to (its title names it in the admin's chooser). */
export const textPagePages: Record<TextPageKey, PageKey> = {
  about: 'about',
  companyProfile: 'companyProfile',
  developmentPath: 'developmentPath',
  careerOpportunities: 'careerOpportunities',
  repairMaintenance: 'repair',
  upgradeTransformation: 'upgrade',
  serviceCenter: 'serviceCenter',
  vacuumValveMain: 'vacuumValveMain',
  presysBrief: 'presysBrief',
  presysProcess: 'presysProcess',
}

/** The editable texts of the company, service and introduction pages. */
export const TextPages: CollectionConfig = {
  slug: 'text-pages',
  labels: { singular: label('页面文字', 'Page text'), plural: label('页面文字', 'Page texts') },
  admin: { group: adminGroups.company, useAsTitle: 'title', defaultColumns: ['title', 'key'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  // every save is kept: the Versions tab compares and restores them
  versions: { maxPerDoc: 30 },
  hooks: {
    beforeValidate: [copyPageName],
    afterChange: [() => revalidateContent(contentTags.company, contentTags.products)],
    afterDelete: [() => revalidateContent(contentTags.company, contentTags.products)],
  },
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      access: { update: adminOnlyField },
      label: label('页面', 'Page'),
      // the page's name and path, not the code key (`companyProfile`)
      options: textPageKeys.map((key) => {
        const { path } = pages[textPagePages[key]]
        const name = siteNames.pages[textPagePages[key]]
        return { value: key, label: { zh: `${name.zh}（${path}）`, en: `${name.en} (${path})` } }
      }),
    },
    { name: 'title', type: 'text', required: true, localized: true, label: label('标题', 'Title'), admin: namedInPageNames },
    { name: 'intro', type: 'textarea', localized: true, label: label('导语', 'Introduction') },
    { name: 'banner', type: 'upload', relationTo: 'media', label: label('横幅图', 'Banner') },
    { name: 'image', type: 'upload', relationTo: 'media', label: label('配图', 'Image') },
    {
      name: 'sections',
      type: 'array',
      localized: true,
      label: label('段落', 'Sections'),
      labels: { singular: label('段落', 'Section'), plural: label('段落', 'Sections') },
      fields: [
        { name: 'heading', type: 'text', label: label('小标题', 'Heading') },
        { name: 'body', type: 'textarea', required: true, label: label('正文', 'Text') },
      ],
    },
  ],
}
