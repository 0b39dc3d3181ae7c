import type { RegisteredField } from '@/ui/useForm'

import { FormField, inputClass } from '@/ui/FormField'

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

/** The product of a request: one of the catalogue's, grouped as the menus group them, or another make typed in. */
export function ProductSelect({ groups, field, selected, error, words }: ProductSelectProps) {
  return (
    <FormField id="service-product" label={words.label} error={error} required className="sm:col-span-2">
      {(control) => (
        <select {...control} {...field} defaultValue={selected} className={inputClass}>
          <option value="">{words.choose}</option>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.name}
                </option>
              ))}
            </optgroup>
          ))}
          <optgroup label={words.otherGroup}>
            <option value={OTHER_MAKE}>{words.otherMake}</option>
          </optgroup>
        </select>
      )}
    </FormField>
  )
}
