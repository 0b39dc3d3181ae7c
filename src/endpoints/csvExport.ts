import type { CollectionSlug, DataFromCollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'

import { type CsvColumn, toCsv } from '@/admin/csv'
import type { ExportContext } from '@/admin/exports'
import { isStaffUser } from '@/access'

interface CsvExportOptions<Slug extends CollectionSlug> {
  collection: Slug
  /** File name without date and extension, e.g. "enquiries". */
  fileName: string
  columns: (context: ExportContext) => CsvColumn<DataFromCollectionSlug<Slug>>[]
  /** 1 when a column reads a related document (the member of a download, an attachment's URL). */
  depth?: 0 | 1
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The list view's current filter and search as a query, so that the export holds exactly the rows
 * the staff member is looking at. Payload itself rejects unknown fields and operators (400).
 */
function listQuery(req: PayloadRequest, collection: CollectionSlug): Where {
  const conditions: Where[] = []
  const where = req.query?.where
  if (isPlainObject(where)) conditions.push(where as Where)
  const search = req.query?.search
  if (typeof search === 'string' && search.trim()) {
    const config = req.payload.collections[collection].config
    const fields = config.admin.listSearchableFields?.length ? config.admin.listSearchableFields : [config.admin.useAsTitle ?? 'id']
    conditions.push({ or: fields.map((field) => ({ [field]: { like: search.trim() } })) })
  }
  return conditions.length ? { and: conditions } : {}
}

/** The origin the staff member reached the site by, for absolute file links when SITE_URL is unset. */
function requestOrigin(req: PayloadRequest): string {
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host')
  if (!host) return ''
  const protocol = req.headers.get('x-forwarded-proto') ?? new URL(req.url ?? 'http://localhost').protocol.replace(':', '')
  return `${protocol}://${host}`
}

/**
 * GET /cms-api/<collection>/export.csv: the collection as a spreadsheet file, for staff only.
 * Rows are read with the staff member's own access, newest first.
 */
export function csvExportEndpoint<Slug extends CollectionSlug>(options: CsvExportOptions<Slug>): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return Response.json({ message: req.t('error:unauthorized') }, { status: 401 })
      if (!isStaffUser(req)) return Response.json({ message: req.t('error:notAllowedToPerformAction') }, { status: 403 })

      const language = req.i18n.language === 'en' ? 'en' : 'zh'
      const result = await req.payload.find({
        collection: options.collection,
        where: listQuery(req, options.collection),
        sort: '-createdAt',
        depth: options.depth ?? 0,
        pagination: false,
        locale: language,
        overrideAccess: false,
        req,
      })
      const siteUrl = req.payload.config.serverURL || requestOrigin(req)
      const csv = toCsv(options.columns({ language, siteUrl }), result.docs, language)
      const date = new Date().toISOString().slice(0, 10)
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${options.fileName}-${date}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  }
}
