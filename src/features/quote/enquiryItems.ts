import type { Field, Payload } from 'payload'
import { z } from 'zod'

import { messageOf, refuse, type Outcome } from '@/lib/outcome'
import { label } from '@/lib/bilingual'
import type { Enquiry } from '@/payload-types'
import type { Locale } from '@/siteMap'

import { listCatalogueProducts } from '@/features/specs/productSpecs'
import { flangeStandards } from '@/features/specs/specOptions'
import { QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY, QUOTE_NOTE_MAX } from './quoteRules'

/**
 * The feedback call's optional `items`: the visitor's quote list, one line per product, size and
 * flange. Checked here against the catalogue, stored on the enquiry, shown to staff in the inbox,
 * the CSV export and the notification mail.
 */
export const enquiryItemsSchema = z
  .array(
    z.object(
      {
        product: z
          .string(messageOf('feedback.quoteInvalid'))
          .trim()
          .min(1, messageOf('feedback.quoteInvalid'))
          .max(80, messageOf('feedback.quoteInvalid')),
        size: z
          .number(messageOf('feedback.quoteInvalid'))
          .int(messageOf('feedback.quoteInvalid'))
          .positive(messageOf('feedback.quoteInvalid'))
          .nullable()
          .optional(),
        flange: z.string(messageOf('feedback.quoteInvalid')).trim().max(20, messageOf('feedback.quoteInvalid')).nullable().optional(),
        quantity: z
          .number(messageOf('feedback.quoteQuantity'))
          .int(messageOf('feedback.quoteQuantity'))
          .min(1, messageOf('feedback.quoteQuantity'))
          .max(QUOTE_MAX_QUANTITY, messageOf('feedback.quoteQuantity')),
        note: z.string(messageOf('feedback.quoteNote')).trim().max(QUOTE_NOTE_MAX, messageOf('feedback.quoteNote')).optional(),
      },
      messageOf('feedback.quoteInvalid'),
    ),
    messageOf('feedback.quoteInvalid'),
  )
  .max(QUOTE_MAX_LINES, messageOf('feedback.quoteTooMany'))

type EnquiryItemsInput = z.infer<typeof enquiryItemsSchema>

/** A line as the enquiry stores it. */
export type EnquiryLine = NonNullable<Enquiry['items']>[number]

/**
 * The lines with the product's name in both languages, or the first line that names a product,
 * size or flange the catalogue does not have (in the visitor's language).
 */
export async function checkEnquiryItems(
  payload: Payload,
  items: EnquiryItemsInput,
  locale: Locale,
): Promise<Outcome<{ lines: EnquiryLine[] }>> {
  if (items.length === 0) return { ok: true, lines: [] }
  const catalogue = new Map((await listCatalogueProducts(payload)).map((product) => [product.key, product]))
  const lines: EnquiryLine[] = []
  for (const item of items) {
    const product = catalogue.get(item.product)
    if (!product) return refuse('feedback.quoteProduct', { product: item.product })
    const name = product.title[locale]
    const { sizes, flanges } = product.specs
    const size = item.size ?? null
    if (size === null && sizes.length > 0) {
      return refuse('feedback.quoteSizeMissing', { product: name, sizes: sizes.map((s) => `DN${s}`).join(', ') })
    }
    if (size !== null && !sizes.includes(size)) {
      return refuse('feedback.quoteSize', {
        product: name,
        size,
        sizes: sizes.map((s) => `DN${s}`).join(', ') || '—',
      })
    }
    const flange = item.flange || null
    if (flange !== null && !(flanges as string[]).includes(flange)) {
      return refuse('feedback.quoteFlange', {
        product: name,
        flange,
        flanges: flanges.map((f) => flangeStandards[f][locale]).join(', ') || '—',
      })
    }
    lines.push({
      product: product.key,
      productTitle: `${product.title.zh} / ${product.title.en}`,
      size,
      flange,
      quantity: item.quantity,
      note: item.note || null,
    })
  }
  return { ok: true, lines }
}

/** The enquiry's quote lines as staff see them in the inbox (read-only, as sent). */
export const enquiryItemsField: Field = {
  name: 'items',
  type: 'array',
  label: label('询价明细', 'Quote items'),
  labels: { singular: label('询价行', 'Quote line'), plural: label('询价明细', 'Quote items') },
  admin: { readOnly: true, initCollapsed: false },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'productTitle', type: 'text', label: label('产品', 'Product') },
        { name: 'size', type: 'number', label: label('通径 DN', 'Size DN') },
        { name: 'flange', type: 'text', label: label('法兰', 'Flange') },
        { name: 'quantity', type: 'number', label: label('数量', 'Quantity') },
      ],
    },
    { name: 'note', type: 'text', label: label('备注', 'Note') },
    { name: 'product', type: 'text', label: label('产品编码', 'Product key'), admin: { hidden: true } },
  ],
}

/** One line of text per quote line, for the mail and the CSV export. */
export function quoteLinesText(items: Enquiry['items']): string {
  return (items ?? [])
    .map((item, index) => {
      const parts = [
        `${index + 1}. ${item.productTitle ?? item.product ?? ''}`,
        item.size ? `DN${item.size}` : '',
        item.flange ? (flangeStandards[item.flange as keyof typeof flangeStandards]?.en ?? item.flange) : '',
        `× ${item.quantity ?? ''}`,
        item.note ? `(${item.note})` : '',
      ]
      return parts.filter(Boolean).join(' ')
    })
    .join('\n')
}
