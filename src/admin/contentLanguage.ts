import type { CollectionConfig, GlobalConfig } from 'payload'

import { hasLocalizedFields } from './localizedText'

const buttons = '@/components/admin/contentLanguage/GuardedSaveButtons'

/** The guarded buttons that take the place of Payload's own: publish and draft, or save. */
function guardedButtons(versions: CollectionConfig['versions'] | GlobalConfig['versions']) {
  const drafts = typeof versions === 'object' && Boolean(versions.drafts)
  return drafts
    ? { PublishButton: `${buttons}#GuardedPublishButton`, SaveDraftButton: `${buttons}#GuardedSaveDraftButton` }
    : { SaveButton: `${buttons}#GuardedSaveButton` }
}

/**
 * Gives every collection with content in two languages the save and publish buttons that ask
 * before Chinese text is saved into an empty document's English version (and the schedule
 * drawer that starts on "publish").
 */
export function guardContentLanguage(collection: CollectionConfig): CollectionConfig {
  if (!hasLocalizedFields(collection.fields)) return collection
  const edit = guardedButtons(collection.versions)
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
  const elements = guardedButtons(global.versions)
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
