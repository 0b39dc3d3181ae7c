import { LinkFeature, lexicalEditor, UploadFeature } from '@payloadcms/richtext-lexical'
import type { RelationshipFieldValidation } from 'payload'
import { relationship } from 'payload/shared'

import { linkableCollections } from '@/features/site/internalLinks'

/** An internal link must lead to a public page: the picker offers nothing else, and a save is checked too. */
const publicLinkTarget: RelationshipFieldValidation = async (value, options) => {
  const target = value as { relationTo?: string } | null | undefined
  if (target?.relationTo && !(linkableCollections as readonly string[]).includes(target.relationTo)) {
    return options.req.t('validation:invalidSelection')
  }
  return relationship(value, options)
}

/**
 * The rich-text editor of public text (news, pages): links only to public pages and pictures only
 * from the public image library, never datasheets or visitors' enquiry attachments. Payload's
 * upload validation refuses any other collection on save.
 */
export const publicRichTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'link' && feature.key !== 'upload'),
    LinkFeature({
      enabledCollections: [...linkableCollections],
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          'name' in field && field.name === 'doc' && field.type === 'relationship' ? { ...field, validate: publicLinkTarget } : field,
        ),
    }),
    UploadFeature({ enabledCollections: ['media'] }),
  ],
})
