import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { sourceRun } from '../scripts/tsx.mjs'
import { E2E_EDITOR, editorFixtures } from './editor-staff'
import { ownServer } from './support/servers'

/** The serial numbers of the service request the admin-view fixtures create. */
export const E2E_SERIAL_NUMBERS = ['SN2024-0187', 'SN2024-0188'] as const

/** The code of the shared quote list the admin-view fixtures create. */
export const E2E_QUOTE_SHARE_CODE = 'E2EADMINVIEWS'

/** The admin's views as e2e/admin-view-fixtures.ts lists them. */
export interface AdminViews {
  collections: { slug: string; id: number | string | null }[]
  globals: string[]
  /** The fixtures' service request (with {@link E2E_SERIAL_NUMBERS}) and shared quote list. */
  serviceRequestId: number
  quoteShareId: number
  /** The catalogue product on the fixtures' shared quote list. */
  sharedProduct: { key: string; title: { zh: string; en: string } }
}

/**
 * Writes the fixtures into this worker's database (after the editor's) and reads the admin's views,
 * once per worker process (each run of the script is a Payload start from source).
 */
let views: AdminViews | undefined
export function adminViews(): AdminViews {
  views ??= writeAdminViews()
  return views
}

function writeAdminViews(): AdminViews {
  editorFixtures()
  const output = path.join(ownServer().dataDir, 'admin-views.json')
  execFileSync(...sourceRun('e2e/admin-view-fixtures.ts', [E2E_EDITOR.email, output]), {
    env: { ...process.env, DATA_DIR: ownServer().dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 60_000,
  })
  return JSON.parse(readFileSync(output, 'utf8')) as AdminViews
}
