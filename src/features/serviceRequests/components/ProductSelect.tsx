import type { RegisteredField } from '@/ui/useForm'
import { FormField, inputClass } from '@/ui/FormField'
import { optionHtml } from '@/ui/optionHtml'
import { escapeHtml } from '@/lib/htmlEntities'

import { OTHER_MAKE } from '../requestFields'

/** A group of the catalogue's products (the vacuum valves, the Presys models, the other products) with their names as the pages show them. */
export interface ProductGroup {
  label: string
  options: { key: string; name: string }[]
}

interface ProductSelectProps {
  groups: ProductGroup[]
  field: RegisteredField
  /** The product chosen when the page opens, so the server's HTML already shows it. */
  selected: string
  error?: string
  words: { label: string; choose: string; otherGroup: string; otherMake: string }
}

/**
 * The select's options and groups as HTML, the chosen one marked: the browser draws them, and React
 * hydrates one select instead of each option (the catalogue's ~30 products).
 */
export function productOptionsHtml(groups: ProductGroup[], selected: string, words: ProductSelectProps['words']): string {
  const option = (value: string, name: string) => optionHtml(value, name, value === selected)
  const group = (label: string, options: string) => `<optgroup label="${escapeHtml(label)}">${options}</optgroup>`
  return [
    option('', words.choose),
    ...groups.map((each) => group(each.label, each.options.map((product) => option(product.key, product.name)).join(''))),
    group(words.otherGroup, option(OTHER_MAKE, words.otherMake)),
  ].join('')
}

/** The product of a request: one of the catalogue's, grouped as the menus group them, or another make typed in. */
export function ProductSelect({ groups, field, selected, error, words }: ProductSelectProps) {
  // the same string on each render leaves the options, and the choice, as they are
  const options = { __html: productOptionsHtml(groups, selected, words) }
  return (
    <FormField id="service-product" label={words.label} error={error} required className="sm:col-span-2">
      {(control) => <select {...control} {...field} defaultValue={selected} className={inputClass} dangerouslySetInnerHTML={options} />}
    </FormField>
  )
}
