import type { CollectionConfig, Field, GlobalConfig } from 'payload'

/**
 * How long a document stays locked after its editor's last keystroke, in seconds. Payload keeps
 * the lock fresh while the editor types and releases it when they leave the form, but not when
 * they close the tab: then the lock held colleagues out for Payload's default five minutes.
 */
const LOCK_SECONDS = 90

/** Shown above the fields to an editor a colleague took the document over from (keeps their text). */
const takenOverNotice: Field = {
  name: 'takenOverNotice',
  type: 'ui',
  admin: {
    components: { Field: '@/components/admin/documentLocks/TakenOverNotice#TakenOverNotice' },
    // shown on the form only: no list column of that name
    disableListColumn: true,
  },
}

/**
 * The same short lock on every collection and global that locks documents (one place), and the
 * notice that keeps what an editor typed when a colleague takes the document over.
 */
export function shortLocks<T extends CollectionConfig | GlobalConfig>(config: T): T {
  if (config.lockDocuments === false) return config
  return { ...config, lockDocuments: { duration: LOCK_SECONDS }, fields: [takenOverNotice, ...config.fields] }
}
