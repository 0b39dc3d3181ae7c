import { getTranslation } from '@payloadcms/translations'
import type { FieldServerComponent } from 'payload'
import { formatFilesize } from 'payload/shared'

import { adminText } from '@/admin/translations'

/**
 * An enquiry's attachment under the name the visitor gave the file (it is stored under a random
 * name), as a link that downloads it with that name. Staff only read enquiries; nobody edits this.
 */
export const EnquiryAttachmentField: FieldServerComponent = async ({ data, field, i18n, payload, req }) => {
  const value: unknown = data?.attachment
  const id = value && typeof value === 'object' && 'id' in value ? value.id : value
  const attachment =
    typeof id === 'number' || typeof id === 'string'
      ? await payload.findByID({ collection: 'enquiry-attachments', id, depth: 0, overrideAccess: false, req }).catch(() => null)
      : null
  const title = 'label' in field && field.label ? getTranslation(field.label as Record<string, string>, i18n) : ''
  return (
    <div className="field-type enquiry-attachment">
      <span className="field-label">{title}</span>
      {attachment?.url ? (
        <p>
          <a href={attachment.url} download={attachment.originalName || undefined}>
            {attachment.originalName || attachment.filename}
          </a>
          {attachment.filesize ? ` · ${formatFilesize(attachment.filesize)}` : ''}
        </p>
      ) : (
        <p>{adminText(i18n)('custom:noAttachment')}</p>
      )}
    </div>
  )
}
