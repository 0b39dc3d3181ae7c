'use client'

import { type Attachment, AttachmentField } from '@/features/enquiries/components/AttachmentField'
import type { EnquiryText } from '@/features/enquiries/components/enquiryText'
import type { Locale } from '@/siteMap'

interface ServiceFilesProps {
  files: Attachment[]
  onChange: (files: Attachment[]) => void
  max: number
  /** The contact form's upload words, with this form's label and hint. */
  text: EnquiryText
  /** Shown instead of the picker once `max` files are attached. */
  fullText: string
  locale: Locale
  error?: string
}

/**
 * Several photos and files: the contact form's upload field takes one file at a time (checked in
 * the browser, uploaded at once) and each accepted one joins the list, where it can be removed.
 */
export function ServiceFiles({ files, onChange, max, text, fullText, locale, error }: ServiceFilesProps) {
  return (
    <div>
      {files.length < max ? (
        <AttachmentField value={null} onChange={(file) => file && onChange([...files, file])} text={text} locale={locale} />
      ) : (
        <p className="text-sm text-slate-600">{fullText}</p>
      )}
      {files.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="service-files">
          {files.map((file, index) => (
            <li key={file.reference} className="flex items-center gap-2">
              <span aria-hidden="true">📎</span>
              <span className="break-all">{file.name}</span>
              <button
                type="button"
                onClick={() => onChange(files.filter((_, other) => other !== index))}
                aria-label={text.form.fileRemove.replace('{name}', () => file.name)}
                className="min-h-6 min-w-6 rounded px-1.5 text-slate-500 hover:bg-slate-100 hover:text-red-600"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </div>
  )
}
