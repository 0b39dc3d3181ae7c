'use client'

import { useAllFormFields, useAuth, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

type Typed = Record<string, string>

const editorIdOf = (editor: unknown): unknown =>
  editor && typeof editor === 'object' && 'id' in editor ? (editor as { id: unknown }).id : editor

/**
 * When a colleague takes a document over, Payload makes the form read-only for the editor who had
 * it, and what they typed since their last save is lost with their next step. This notice keeps it:
 * the text fields they changed, each in a box to copy from, until they leave the document.
 */
export function TakenOverNotice() {
  const { currentEditor } = useDocumentInfo()
  const { user } = useAuth()
  const [fields] = useAllFormFields()
  const { i18n } = useTranslation()
  const typed = useRef<Typed>({})
  const [kept, setKept] = useState<Typed | null>(null)

  const editorId = editorIdOf(currentEditor)
  const takenOver = Boolean(user && editorId && editorId !== user.id)

  // what this editor typed and has not saved: text that differs from what the form loaded
  useEffect(() => {
    if (takenOver) return
    const changed: Typed = {}
    for (const [path, field] of Object.entries(fields)) {
      if (typeof field.value === 'string' && field.value.trim() && field.value !== field.initialValue) changed[path] = field.value
    }
    typed.current = changed
  }, [fields, takenOver])

  useEffect(() => {
    if (takenOver && Object.keys(typed.current).length > 0) setKept({ ...typed.current })
  }, [takenOver])

  if (!kept) return null
  const english = i18n.language === 'en'
  return (
    <section
      role="alert"
      style={{
        border: '1px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-100)',
        padding: '12px 16px',
        marginBottom: 24,
        borderRadius: 4,
      }}
    >
      <strong>
        {english
          ? 'A colleague took this document over. What you typed and had not saved yet is kept here: copy it before you leave.'
          : '同事已接管此文档。您输入但尚未保存的内容保留在下面，请在离开前复制。'}
      </strong>
      {Object.entries(kept).map(([path, value]) => (
        <label key={path} style={{ display: 'block', marginTop: 8 }}>
          <span style={{ display: 'block', fontSize: 12 }}>{path}</span>
          <textarea readOnly value={value} rows={Math.min(6, value.split('\n').length + 1)} style={{ width: '100%' }} />
        </label>
      ))}
    </section>
  )
}
