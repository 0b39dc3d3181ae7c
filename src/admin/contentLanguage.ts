import type { CollectionConfig, GlobalConfig } from 'payload'

import { hasLocalizedFields } from '@/components/admin/contentLanguage/localizedText'

const buttons = '@/components/admin/contentLanguage/GuardedSaveButtons'

/**
 * Gives every collection with content in two languages the save and publish buttons that ask
 * before Chinese text is saved into an empty document's English version (and the schedule
 * drawer that starts on "publish").
 */
export function guardContentLanguage(collection: CollectionConfig): CollectionConfig {
  if (!hasLocalizedFields(collection.fields)) return collection
  const drafts = typeof collection.versions === 'object' && Boolean(collection.versions.drafts)
  const edit = drafts
    ? {
        PublishButton: `${buttons}#GuardedPublishButton`,
        SaveDraftButton: `${buttons}#GuardedSaveDraftButton`,
      }
    : { SaveButton: `${buttons}#GuardedSaveButton` }
  const admin = collection.admin ?? {}
  return {
    ...collection,
    admin: {
      ...admin,
      components: {
        ...admin.components,
        edit: { ...admin.components?.edit, ...edit },
      },
    },
  }
}

/** The same for a global (site settings). */
export function guardGlobalContentLanguage(global: GlobalConfig): GlobalConfig {
  if (!hasLocalizedFields(global.fields)) return global
  const drafts = typeof global.versions === 'object' && Boolean(global.versions.drafts)
  const elements = drafts
    ? {
        PublishButton: `${buttons}#GuardedPublishButton`,
        SaveDraftButton: `${buttons}#GuardedSaveDraftButton`,
      }
    : { SaveButton: `${buttons}#GuardedSaveButton` }
  const admin = global.admin ?? {}
  return {
    ...global,
    admin: {
      ...admin,
      components: {
        ...admin.components,
        elements: { ...admin.components?.elements, ...elements },
      },
    },
  }
}
