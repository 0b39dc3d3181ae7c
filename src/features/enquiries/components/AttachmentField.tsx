'use client'

import { type DragEvent, useId, useRef, useState } from 'react'
import { toast } from '@/ui/toast'

import { callApi } from '@/lib/apiClient'

import { ATTACHMENT_ACCEPT, attachmentProblem } from '@/features/enquiries/attachmentRules'
import type { Locale } from '@/siteMap'

import { type EnquiryText, requestFailureText } from './enquiryText'

/** A file the upload call accepted: its name for the visitor, its reference for the enquiry. */
export interface Attachment {
  name: string
  reference: string
}

interface AttachmentFieldProps {
  value: Attachment | null
  onChange: (attachment: Attachment | null) => void
  text: EnquiryText
  locale: Locale
}

/**
 * The optional enquiry file, picked or dropped. It is checked in the browser (size, kind, bytes)
 * and refused there with a clear message, else uploaded at once (multipart, field `file`).
 */
export function AttachmentField({ value, onChange, text, locale }: AttachmentFieldProps) {
  const { form: words } = text
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)

  async function attach(file: File | undefined) {
    if (input.current) input.current.value = ''
    if (!file) return
    const refused = await attachmentProblem(file)
    if (refused) {
      setProblem(text.file[refused])
      toast.error(text.file[refused])
      return
    }
    setProblem(null)
    setUploading(file.name)
    try {
      const form = new FormData()
      form.append('file', file)
      const reply = await callApi('/api/upload/upload', form, { locale })
      if (reply.code === 1 && reply.file) {
        onChange({ name: file.name, reference: reply.file })
        toast.success(reply.msg || text.file.uploaded)
      } else {
        setProblem(reply.msg)
        toast.error(reply.msg)
      }
    } catch (error) {
      setProblem(requestFailureText(text, error))
      toast.error(requestFailureText(text, error))
    } finally {
      setUploading(null)
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    void attach(event.dataTransfer.files[0])
  }

  const hintId = `${id}-hint`
  const problemId = `${id}-problem`
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {words.file}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="attachment-drop"
        className={`flex flex-wrap items-center gap-3 rounded border-2 border-dashed px-4 py-3 text-sm ${
          dragging ? 'border-brand bg-brand/5' : 'border-slate-300'
        }`}
      >
        <input
          ref={input}
          id={id}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          onChange={(event) => void attach(event.target.files?.[0])}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          aria-invalid={Boolean(problem)}
          disabled={uploading !== null}
          className="max-w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-brand file:px-3 file:py-1.5 file:text-white"
        />
        <span className="text-slate-500">{words.fileDrop}</span>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        {words.fileHint}
      </p>
      <p aria-live="polite" className="text-sm">
        {uploading && <span className="text-slate-600">{words.fileUploading.replace('{name}', () => uploading)}</span>}
        {!uploading && problem && (
          <span id={problemId} className="text-red-600">
            {problem}
          </span>
        )}
      </p>
      {value && (
        <p className="mt-1 flex items-center gap-2 text-sm text-slate-700" data-testid="attachment-name">
          <span aria-hidden="true">📎</span>
          <span>{value.name}</span>
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={words.fileRemove.replace('{name}', () => value.name)}
            className="rounded px-1.5 text-slate-500 hover:bg-slate-100 hover:text-red-600"
          >
            ×
          </button>
        </p>
      )}
    </div>
  )
}
