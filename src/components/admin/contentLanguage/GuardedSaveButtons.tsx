'use client'

import {
  ConfirmationModal,
  PublishButton,
  SaveButton,
  SaveDraftButton,
  useConfig,
  useDocumentInfo,
  useForm,
  useLocale,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import type { PublishButtonClientProps, SaveButtonClientProps, SaveDraftButtonClientProps } from 'payload'
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react'

import type { AdminTranslationKeys, AdminTranslations } from '@/admin/translations'

import { allEmpty, fieldsWithChinese, localizedTextFieldNames } from '@/admin/localizedText'

const SAVE_BUTTONS = '#action-save, #action-save-draft'

/**
 * Around Payload's save and publish buttons: saving Chinese text into the English version of a
 * document whose Chinese version is empty asks first. That is almost always text meant for the
 * Chinese site typed while the language switch read English; saved as it is, it would appear on
 * /en only. The question is asked before Payload's own click handler (and its Ctrl+S) runs.
 */
function ContentLanguageGuard({ button, children }: { button: 'save' | 'draft' | 'publish'; children: ReactNode }) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKeys>()
  const { config, getEntityConfig } = useConfig()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { getData } = useForm()
  const locale = useLocale()
  const { openModal } = useModal()
  const confirmedButton = useRef<HTMLElement | null>(null)
  const pendingButton = useRef<HTMLElement | null>(null)

  // one question per button: a draft collection shows two guarded buttons
  const modalSlug = `content-language-${button}-${collectionSlug ?? globalSlug}-${id ?? 'new'}`
  const defaultLocale = config.localization ? config.localization.defaultLocale : undefined

  async function defaultVersionIsEmpty(names: string[]): Promise<boolean> {
    if (collectionSlug && !id) return true
    const path = collectionSlug ? `/${collectionSlug}/${id}` : `/globals/${globalSlug}`
    const query = new URLSearchParams({
      locale: defaultLocale ?? '',
      'fallback-locale': 'none',
      draft: 'true',
      depth: '0',
    })
    const response = await fetch(`${config.serverURL}${config.routes.api}${path}?${query}`, { credentials: 'include' })
    if (!response.ok) return false
    return allEmpty((await response.json()) as Record<string, unknown>, names)
  }

  function onClickCapture(event: MouseEvent<HTMLDivElement>) {
    const button = (event.target as HTMLElement).closest<HTMLElement>(SAVE_BUTTONS)
    if (!button || !defaultLocale || locale.code === defaultLocale) return
    if (confirmedButton.current === button) {
      confirmedButton.current = null
      return
    }
    const entity = collectionSlug ? getEntityConfig({ collectionSlug }) : getEntityConfig({ globalSlug })
    const names = entity ? localizedTextFieldNames(entity.fields) : []
    if (fieldsWithChinese(getData(), names).length === 0) return

    // hold the click until we know whether the Chinese version is empty
    event.preventDefault()
    event.stopPropagation()
    void defaultVersionIsEmpty(names).then((empty) => {
      if (empty) {
        pendingButton.current = button
        openModal(modalSlug)
      } else {
        confirmedButton.current = button
        button.click()
      }
    })
  }

  function saveAnyway() {
    const button = pendingButton.current
    pendingButton.current = null
    confirmedButton.current = button
    button?.click()
  }

  return (
    <div className="content-language-guard" onClickCapture={onClickCapture}>
      {children}
      <ConfirmationModal
        modalSlug={modalSlug}
        heading={t('custom:chineseInEnglishHeading')}
        body={t('custom:chineseInEnglishBody')}
        confirmLabel={t('custom:chineseInEnglishConfirm')}
        cancelLabel={t('custom:chineseInEnglishCancel')}
        onConfirm={saveAnyway}
      />
    </div>
  )
}

/**
 * Payload's schedule drawer (预约发布) preselects "unpublish" whenever a document has no changes
 * newer than its published version, which includes a draft that was never published: picking
 * only a time then scheduled the unpublishing of nothing. For a never-published document the
 * drawer opens on "publish" and "unpublish" is unavailable (the server refuses it as well, see
 * src/admin/schedulePublishGuard.ts).
 */
function SchedulePublishFirst() {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const drawerOpen = isModalOpen(`schedule-publish-${id}`)

  useEffect(() => {
    if (!drawerOpen || hasPublishedDoc) return
    let frame = 0
    const choosePublish = (attempt: number) => {
      // the drawer's two radio buttons share one name: publish first, unpublish second
      const [publish, unpublish] = document.querySelectorAll<HTMLInputElement>(`input[name="schedule-publish-${id}-type"]`)
      if (!publish || !unpublish) {
        if (attempt < 60) frame = requestAnimationFrame(() => choosePublish(attempt + 1))
        return
      }
      if (!publish.checked) publish.click()
      unpublish.disabled = true
      unpublish.closest('li')?.classList.add('schedule-unpublish--unavailable')
    }
    choosePublish(0)
    return () => cancelAnimationFrame(frame)
  }, [drawerOpen, hasPublishedDoc, id])

  return null
}

export function GuardedSaveButton(props: SaveButtonClientProps) {
  return (
    <ContentLanguageGuard button="save">
      <SaveButton {...props} />
    </ContentLanguageGuard>
  )
}

export function GuardedSaveDraftButton(props: SaveDraftButtonClientProps) {
  return (
    <ContentLanguageGuard button="draft">
      <SaveDraftButton {...props} />
    </ContentLanguageGuard>
  )
}

export function GuardedPublishButton(props: PublishButtonClientProps) {
  return (
    <ContentLanguageGuard button="publish">
      <SchedulePublishFirst />
      <PublishButton {...props} />
    </ContentLanguageGuard>
  )
}
