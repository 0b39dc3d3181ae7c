'use client'

import { useTranslations } from '@/i18n/clientTranslations'
import { useRef, useState } from 'react'

import { toast } from '@/ui/toast'
import { type FieldErrors, type Resolver, useForm } from '@/ui/useForm'
import type { Attachment } from '@/features/enquiries/components/AttachmentField'
import { callApi, storedToken } from '@/lib/apiClient'
import { requestFailureKey } from '@/lib/requestFailure'
import { retryableImport } from '@/lib/retryableImport'
import type { Locale } from '@/siteMap'

import { blankServiceRequest, serviceRequestFieldOrder } from '../requestFields'
import type { ServiceRequestInput } from '../requestRules'
import type { SentRequest } from './trackedRequest'

/** The rules (zod) are fetched with the first focus or touch of the form, not with the page. */
export const loadRules = retryableImport(() => import('./serviceRequestResolver'))

export type FormValues = ServiceRequestInput & { code: string }
export type Field = (typeof serviceRequestFieldOrder)[number]

/** A logged-in member's details: the form is prefilled with them and their mobile needs no code. */
export interface MemberDetails {
  contactName: string
  company: string
  mobile: string
  email: string
}

interface Options {
  locale: Locale
  member: MemberDetails | null
  product: string
  ruleValues: Record<string, number>
}

/**
 * The state of the service request form: its values checked by the shared rules (all messages at
 * once, the focus on the first in the form's order), the files, and the send with the server's
 * refusal shown at the field it names while everything typed stays.
 */
export function useServiceRequestForm({ locale, member, product, ruleValues }: Options) {
  const t = useTranslations()
  const words = (key: string, values?: Record<string, string | number>) => t(`serviceRequest.form.${key}`, values)
  const defaults: FormValues = { ...blankServiceRequest, product, code: '', ...(member ?? {}) }
  const resolver: Resolver<FormValues> = async (values) => {
    const rules = await loadRules()
    // one set of form values for both: a member's rules ignore the code field they do not have
    const resolve = (member ? rules.memberRequestResolver : rules.visitorRequestResolver) as unknown as Resolver<FormValues>
    return resolve(values)
  }
  const form = useForm<FormValues>({ defaultValues: defaults, resolver })
  const { formState, setValue, getValues, setError, setFocus } = form
  const [files, setFiles] = useState<Attachment[]>([])
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<SentRequest | null>(null)
  const filesBox = useRef<HTMLDivElement>(null)

  const errorOf = (field: Field): string | undefined => {
    const error = formState.errors[field as keyof FormValues]
    const message = error?.message
    if (typeof message !== 'string') return undefined
    if (error?.type === 'server') return message
    return message === 'tooLong' ? t('api.tooLong') : t(`api.serviceRequest.${message}`, ruleValues)
  }

  const focusField = (field: Field) => {
    if (field === 'attachments') filesBox.current?.querySelector<HTMLElement>('input[type="file"]')?.focus()
    else setFocus(field as keyof FormValues & string)
  }

  const onInvalid = (errors: FieldErrors<FormValues>) => {
    const first = serviceRequestFieldOrder.find((field) => errors[field as keyof FormValues])
    if (first) focusField(first)
  }

  const changeFiles = (next: Attachment[]) => {
    setFiles(next)
    setValue(
      'attachments',
      next.map((file) => file.reference),
      { shouldValidate: formState.isSubmitted },
    )
  }

  const send = async () => {
    setSending(true)
    try {
      const { code, ...fields } = getValues()
      const body = member ? fields : { ...fields, code }
      const reply = await callApi<SentRequest & { field?: string }>('/api/serviceRequest/submit', body, { locale, token: storedToken() })
      if (reply.code === 1) {
        toast.success(reply.msg || words('sent'))
        setSent(reply.data)
        return
      }
      toast.error(reply.msg)
      const field = serviceRequestFieldOrder.find((name) => name === reply.data?.field)
      if (field) {
        setError(field as keyof FormValues & string, { type: 'server', message: reply.msg })
        focusField(field)
      }
    } catch (error) {
      toast.error(t(`member.${requestFailureKey(error)}`))
    } finally {
      setSending(false)
    }
  }

  const startAgain = () => {
    form.reset(defaults)
    setFiles([])
    setSent(null)
  }

  return { t, words, form, files, changeFiles, filesBox, sending, sent, startAgain, errorOf, onInvalid, send }
}
