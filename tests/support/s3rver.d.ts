// s3rver ships no types; the part the object-storage test uses.
declare module 's3rver' {
  import type { Server } from 'node:http'

  interface S3rverOptions {
    address?: string
    port?: number
    directory: string
    silent?: boolean
    /** Requests to `<bucket>.s3.<serviceEndpoint>` are virtual-hosted. */
    serviceEndpoint?: string
    configureBuckets?: { name: string }[]
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ port: number }>
    close(): Promise<void>
    httpServer: Server
  }
}
