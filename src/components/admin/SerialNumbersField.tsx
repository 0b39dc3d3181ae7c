import { getTranslation } from '@payloadcms/translations'
import type { FieldServerComponent } from 'payload'

import { adminText } from '@/admin/translations'

/**
 * A service request's serial numbers as the customer typed them, one a line. Payload's editor of
 * a JSON field loads its code from a public CDN, which the site's CSP (and mainland China's
 * network) blocks: the field stayed an empty box. Staff only read this field.
 */
export const SerialNumbersField: FieldServerComponent = ({ data, field, i18n }) => {
  const value: unknown = data?.serialNumbers
  const serials = Array.isArray(value) ? value.map(String) : []
  const title = 'label' in field && field.label ? getTranslation(field.label as Record<string, string>, i18n) : ''
  return (
    <div className="field-type read-only-list" data-testid="serial-numbers">
      <span className="field-label">{title}</span>
      {serials.length ? (
        <ul>
          {serials.map((serial, index) => (
            <li key={index}>{serial}</li>
          ))}
        </ul>
      ) : (
        <p>{adminText(i18n)('custom:noSerialNumbers')}</p>
      )}
    </div>
  )
}
