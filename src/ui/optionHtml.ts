import { escapeHtml } from '@/lib/htmlEntities'

/**
 * One `<option>` as HTML, value and label escaped. A long list of a select's options comes as one
 * string that the select draws (`dangerouslySetInnerHTML`), where React would hydrate each option as
 * an element (decision 048): the enquiry form's countries, the service request's products.
 */
export const optionHtml = (value: string, label: string, selected = false) =>
  `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`
