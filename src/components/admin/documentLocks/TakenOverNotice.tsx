'use client'

import { useAllFormFields, useAuth, useDocumentInfo, useLocale, useTranslation, useWatchForm } from '@payloadcms/ui'
import { useEffect, useMemo, useRef } from 'react'

type Typed = Record<string, string>

const editorIdOf = (editor: unknown): unknown =>
  editor && typeof editor === 'object' && 'id' in editor ? (editor as { id: unknown }).id : editor

/**
 * What the notice keeps, by editor, document and language, outside the notice itself: once the
 * editor chooses read-only (or takes the document back), Payload renders the document anew with the
 * saved text, and the notice with it. Keyed by editor, so whoever logs in next on the same tab does
 * not see it.
 */
const keptByDocument = new Map<string, Typed>()

/**
 * When a colleague takes a document over, Payload makes the form read-only for the editor who had
 * it, and what they typed since their last save is lost with their next step. This notice keeps it:
 * the text fields they changed, each in a box to copy from, until they save the document themselves.
 */
export function TakenOverNotice() {
  const { id, collectionSlug, globalSlug, currentEditor, data } = useDocumentInfo()
  const { user } = useAuth()
  const { code: locale } = useLocale()
  const [fields] = useAllFormFields()
  const { disabled } = useWatchForm()
  const { i18n } = useTranslation()
  const documentKey = `${String(user?.id ?? '')}/${collectionSlug ?? globalSlug}/${id ?? ''}/${locale}`
  const savedAt = data?.updatedAt as string | undefined
  // the saved version when this editor (again) held the document: a later one is their own save
  const savedWhenHeld = useRef<string | undefined>(undefined)

  const editorId = editorIdOf(currentEditor)
  const takenOver = Boolean(user && editorId && editorId !== user.id)
  const holdsDocument = Boolean(user && editorId === user.id)

  // the text of an editable form is what this editor typed (Payload puts the saved text back only once it is read-only)
  const typedNow = useMemo(() => {
    if (disabled || !takenOver) return null
    const unsaved: Typed = {}
    for (const [path, field] of Object.entries(fields)) {
      if (typeof field.value === 'string' && field.value.trim() && field.value !== field.initialValue) unsaved[path] = field.value
    }
    return Object.keys(unsaved).length > 0 ? unsaved : null
  }, [fields, disabled, takenOver])

  useEffect(() => {
    if (typedNow) keptByDocument.set(documentKey, typedNow)
  }, [typedNow, documentKey])

  useEffect(() => {
    if (!holdsDocument) {
      savedWhenHeld.current = undefined
      return
    }
    if (savedWhenHeld.current === undefined) savedWhenHeld.current = savedAt
    // they saved the document themselves: what was kept is in it, or given up
    else if (savedAt !== savedWhenHeld.current) keptByDocument.delete(documentKey)
  }, [holdsDocument, savedAt, documentKey])

  const kept = typedNow ?? keptByDocument.get(documentKey)
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
        {takenOver
          ? english
            ? 'A colleague took this document over. What you typed and had not saved yet is kept here: copy it before you leave.'
            : '同事已接管此文档。您输入但尚未保存的内容保留在下面，请在离开前复制。'
          : english
            ? 'What you typed before a colleague took this document over is kept here until you save.'
            : '同事接管前您输入但未保存的内容保留在下面，保存后不再显示。'}
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
