import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of this process (Payload caches it across calls). */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
