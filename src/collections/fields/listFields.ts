import type { Field, SelectField } from 'payload'

import { label } from '@/lib/bilingual'

/** An entry's place in its list on the site, lowest first; edited beside the form. */
export const orderField = (): Field => ({
  name: 'order',
  type: 'number',
  defaultValue: 0,
  label: label('排序', 'Order'),
  admin: { position: 'sidebar' },
})

/**
 * Which list of the site an entry belongs to (honors or patents, one of the timelines, the FAQ of a
 * page): one value, required, and indexed, as the site reads each list by it.
 */
export const listField = (name: string, names: { zh: string; en: string }, options: SelectField['options']): SelectField => ({
  name,
  type: 'select',
  required: true,
  index: true,
  label: names,
  options,
})
