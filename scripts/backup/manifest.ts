import { z } from 'zod'

/** The name of the archive's table of contents, at its top. */
export const MANIFEST_NAME = 'manifest.json'

/** Marks an archive as one of ours: restore refuses anything else. */
export const ARCHIVE_FORMAT = 'vacuum-valve-site-backup'

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex')

/** A path inside the archive: relative, forward slashes, no `..`. */
const archivePath = z
  .string()
  .refine((name) => name !== '' && !name.startsWith('/') && !name.split('/').includes('..'), 'a relative path inside the archive')

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  site: z.object({ name: z.string(), version: z.string(), gitCommit: z.string().nullable() }),
  database: z.object({
    engine: z.enum(['sqlite', 'postgres']),
    /** When the consistent snapshot began: every write acknowledged before this is in it. */
    snapshotAt: z.iso.datetime(),
    file: archivePath,
    lastMigration: z.string().nullable(),
    rows: z.record(z.string(), z.number().int().nonnegative()),
  }),
  /** `secret.key` when the site generated its secret; null when PAYLOAD_SECRET comes from the environment. */
  secretFile: archivePath.nullable(),
  /** Uploads live in this bucket instead of the archive (copy it with the provider's tools). */
  objectStorage: z.object({ bucket: z.string(), endpoint: z.string().nullable() }).nullable(),
  files: z.record(archivePath, z.object({ sha256, bytes: z.number().int().nonnegative() })),
})

export type Manifest = z.infer<typeof manifestSchema>
