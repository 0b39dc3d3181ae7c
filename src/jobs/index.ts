import { rebuildAllDatasheetsTask } from '@/features/datasheets/datasheetUpkeep'

import { notifyAccountManagersTask } from './notifyAccountManagers'
import { purgeExpiredTask } from './purgeExpired'
import { rotateOutboxTask } from './rotateOutbox'
import { sweepOrphanUploadsTask } from './sweepOrphanUploads'

/** Every task of the job queue (payload.config.ts), each declared through `defineTask`. */
export const tasks = [notifyAccountManagersTask, purgeExpiredTask, sweepOrphanUploadsTask, rotateOutboxTask, rebuildAllDatasheetsTask]
