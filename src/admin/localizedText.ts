import type { ClientField, Field } from 'payload'

type AnyField = Field | ClientField

/** Han characters: text an editor typed in Chinese. */
const chinese = /[\u3400-\u9fff\uf900-\ufaff]/

/** The localized text, textarea and rich-text fields of a form, however deep in rows, tabs and collapsibles. */
export function localizedTextFieldNames(fields: readonly AnyField[]): string[] {
  const names: string[] = []
  for (const field of fields) {
    if ('tabs' in field) {
      for (const tab of field.tabs) {
        const inner = localizedTextFieldNames(tab.fields)
        names.push(...('name' in tab && tab.name ? inner.map((name) => `${tab.name}.${name}`) : inner))
      }
    } else if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) {
      names.push(...localizedTextFieldNames(field.fields))
    } else if (
      'name' in field &&
      'localized' in field &&
      field.localized &&
      (field.type === 'text' || field.type === 'textarea' || field.type === 'richText')
    ) {
      names.push(field.name)
    }
  }
  return names
}

/** Whether an entity has any localized field: only then does the content language matter. */
export function hasLocalizedFields(fields: readonly AnyField[]): boolean {
  return fields.some((field) => {
    if ('localized' in field && field.localized) return true
    if ('tabs' in field) return field.tabs.some((tab) => hasLocalizedFields(tab.fields))
    return 'fields' in field && Array.isArray(field.fields) && hasLocalizedFields(field.fields as AnyField[])
  })
}

function valueAt(data: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data)
}

/** The plain text of a value: rich text (Lexical JSON) counts by the text of its nodes. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(textOf).join(' ')
  if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>
    if (typeof node.text === 'string') return node.text
    // only the nodes' text counts, not their types and formats
    return Object.values(node)
      .filter((child) => child && typeof child === 'object')
      .map(textOf)
      .join(' ')
  }
  return ''
}

/** The fields (of `names`) whose text contains Chinese characters. */
export function fieldsWithChinese(data: Record<string, unknown>, names: readonly string[]): string[] {
  return names.filter((name) => chinese.test(textOf(valueAt(data, name))))
}

/** Whether none of the fields (of `names`) holds any text. */
export function allEmpty(data: Record<string, unknown>, names: readonly string[]): boolean {
  return names.every((name) => textOf(valueAt(data, name)).trim() === '')
}
