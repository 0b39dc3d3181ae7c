import type { Payload, PayloadRequest } from 'payload'

import type { GeneratedImage } from './assets/images'
import type { Localized } from './data/types'

/** What every seeding step needs: the Local API and the request that carries the transaction. */
export interface SeedContext {
  payload: Payload
  req: PayloadRequest
  companyName: Localized<string>
  /** Media uploaded once and reused by several documents, by a key of the caller's choosing. */
  mediaCache: Map<string, number>
}

/**
 * The seed's request (same transaction) with a context of its own. With object storage on, the
 * storage plugin keeps the uploaded file in `req.context`: on one shared request every later
 * upload, and every update of an upload, would store the first file under its own name.
 */
const uploadRequest = ({ req }: SeedContext): PayloadRequest => ({ ...req, context: {} })

/** Uploads a generated image to the public media collection with its alt text in both languages. */
export async function uploadImage(ctx: SeedContext, image: GeneratedImage, alt: Localized<string>): Promise<number> {
  const { payload } = ctx
  const doc = await payload.create({
    collection: 'media',
    locale: 'zh',
    data: { alt: alt.zh },
    file: { data: image.data, mimetype: image.mimetype, name: image.filename, size: image.data.length },
    depth: 0,
    req: uploadRequest(ctx),
  })
  await payload.update({
    collection: 'media',
    id: doc.id,
    locale: 'en',
    data: { alt: alt.en },
    depth: 0,
    req: uploadRequest(ctx),
  })
  return doc.id
}

/** Uploads a PDF to the private datasheets collection. */
export async function uploadDatasheet(ctx: SeedContext, pdf: Buffer, filename: string): Promise<number> {
  const doc = await ctx.payload.create({
    collection: 'datasheets',
    data: {},
    file: { data: pdf, mimetype: 'application/pdf', name: filename, size: pdf.length },
    depth: 0,
    req: uploadRequest(ctx),
  })
  return doc.id
}

/**
 * Gives the English rows of a non-localized array the ids of the rows created in Chinese, so
 * that Payload updates the localized sub-fields of those rows instead of replacing the rows
 * (which would drop their Chinese values).
 */
export function sameRows<T extends object>(
  created: readonly { id?: string | null }[] | null | undefined,
  rows: readonly T[],
): (T & { id?: string })[] {
  return rows.map((row, index) => {
    const id = created?.[index]?.id
    return id ? { ...row, id } : { ...row }
  })
}

export const fileSlug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
