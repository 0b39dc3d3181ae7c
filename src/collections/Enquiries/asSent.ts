import type { Field } from 'payload'

/**
 * What the visitor wrote stays as written: every field but the given ones is read-only in the
 * admin (rows are followed into). Staff change the status and their note, nothing else.
 */
export function asSent(fields: Field[], editable: readonly string[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'row') return { ...field, fields: asSent(field.fields, editable) }
    if ('name' in field && !editable.includes(field.name)) return { ...field, admin: { ...field.admin, readOnly: true } } as Field
    return field
  })
}
