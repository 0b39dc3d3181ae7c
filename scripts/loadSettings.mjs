// Imported first by everything that starts the site (scripts/start.mjs, scripts/prepare-db.ts,
// server.mjs): reads `.env` the way the Next server does (`.env.production.local`, `.env.local`,
// `.env.production`, `.env`; the environment wins), so the migrate-and-seed step sees the same
// DATABASE_URL as the server, then stops the start with one line when a setting is wrong.
import nextEnv from '@next/env'

import { exitOnBadSettings } from '../src/runtime/settings.mjs'

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error })
exitOnBadSettings()
