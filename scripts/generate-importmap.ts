import { generateImportMap } from 'payload'

import config from '../src/payload.config'

await generateImportMap(await config, { log: true, force: true })
