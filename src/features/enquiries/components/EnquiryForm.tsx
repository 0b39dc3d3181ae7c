'use client'

import type { AltchaWidgetElement } from 'altcha/types/generic'
import { useCallback, useRef, useState } from 'react'
import { type FieldErrors, type Resolver, useForm } from '@/ui/useForm'
import { toast } from '@/ui/toast'
import { optionHtml } from '@/ui/optionHtml'

import { clearQuoteLines, quoteItemsToSend } from '@/features/quote/quoteStore'
import { callApi } from '@/lib/apiClient'
import { retryableImport } from '@/lib/retryableImport'

import { type Attachment, AttachmentField } from './AttachmentField'
import { CaptchaField, loadCaptcha } from './CaptchaField'
import { type EnquiryText, requestFailureText } from './enquiryText'
import { blankEnquiry, CONTENT_MAX_LENGTH, enquiryFieldOrder, salutations } from '@/features/enquiries/formFields'
import type { EnquiryInput, EnquiryRequest, EnquiryRule } from '@/features/enquiries/rules'
import { type Locale, localizedHref, pages } from '@/siteMap'
import { FormField, inputClass, primaryButtonClass } from '@/ui/FormField'
import { LinkedText } from '@/ui/LinkedText'

/** The rules (zod) are fetched with the first focus or touch of the form, not with the page. */
const loadRules = retryableImport(() => import('@/features/enquiries/enquiryResolver'))
const resolver: Resolver<EnquiryInput, EnquiryRequest> = async (values) => (await loadRules()).enquiryResolver(values)

/**
 * The enquiry form of /contactUs. Messages appear after the first submit attempt and then follow
 * the typing; the focus goes to the first field in error. A sent enquiry clears the form and
 * scrolls to the top; a refused one keeps everything the visitor typed.
 */
export function EnquiryForm({ countryOptions, text, locale }: { countryOptions: string; text: EnquiryText; locale: Locale }) {
  const { form: words } = text
  // the countries' options arrive as HTML (countryOptionsHtml): the browser draws them, and React
  // hydrates one select instead of ~240 options; the same string on each render leaves them as they are
  const countrySelect = { __html: optionHtml('', words.chooseCountry) + countryOptions }
  const form = useForm<EnquiryInput, EnquiryRequest>({ defaultValues: blankEnquiry, resolver })
  const { register, handleSubmit, formState, setValue, reset } = form
  const [attachment, setAttachment] = useState<Attachment | null>(null)
  const [sending, setSending] = useState(false)
  const captcha = useRef<AltchaWidgetElement | null>(null)

  const errorOf = (field: keyof EnquiryInput): string | undefined => {
    const message = formState.errors[field]?.message
    return typeof message === 'string' ? text.rules[message as EnquiryRule] : undefined
  }
  // Only a solution re-validates (it clears the message): the reset after a sent enquiry empties the
  // field before the cleared form has re-rendered, and must not flag the fresh form as unsolved.
  const onCaptcha = useCallback(
    (payload: string) => setValue('altcha', payload, { shouldValidate: formState.isSubmitted && payload !== '' }),
    [setValue, formState.isSubmitted],
  )

  // the widget may still be on its way when this submit was the first touch of the form
  const focusCaptcha = async () => {
    const loaded = await loadCaptcha(locale).then(
      () => true,
      () => false,
    )
    if (!loaded) return
    for (let frame = 0; frame < 60; frame++) {
      const checkbox = captcha.current?.querySelector<HTMLElement>('input[type="checkbox"]')
      if (checkbox) return checkbox.focus()
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  }

  const onInvalid = (errors: FieldErrors<EnquiryInput>) => {
    const first = enquiryFieldOrder.find((field) => errors[field])
    if (!first) return
    if (first === 'altcha') void focusCaptcha()
    else form.setFocus(first)
  }

  const send = async (fields: EnquiryRequest) => {
    setSending(true)
    try {
      const reply = await callApi('/api/user/feedback', { ...fields, file: attachment?.reference ?? '', ...quoteItemsToSend() }, { locale })
      if (reply.code === 1) {
        clearQuoteLines()
        reset(blankEnquiry)
        setAttachment(null)
        captcha.current?.reset()
        toast.success(reply.msg || words.sent)
        window.scrollTo({ top: 0, behavior: 'smooth' })
        return
      }
      toast.error(reply.msg)
    } catch (error) {
      toast.error(requestFailureText(text, error))
    } finally {
      setSending(false)
    }
    // a solution is good for one call (the server may have spent it): solve a fresh one for the retry
    setValue('altcha', '')
    captcha.current?.reset()
    void captcha.current?.verify()
  }

  const textField = (
    field: 'familyname' | 'firstname' | 'company' | 'major' | 'title',
    options: { required?: boolean; autoComplete?: string },
  ) => (
    <FormField id={`enquiry-${field}`} label={words[field]} error={errorOf(field)} required={options.required}>
      {(control) => <input {...control} {...register(field)} autoComplete={options.autoComplete} className={inputClass} />}
    </FormField>
  )

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // the rules' code may fail to arrive: say so rather than let the button do nothing
        handleSubmit(send, onInvalid)(event).catch((error: unknown) => toast.error(requestFailureText(text, error)))
      }}
      onFocus={() => void loadRules().catch(() => undefined)}
      onPointerDown={() => void loadRules().catch(() => undefined)}
      className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2"
      aria-label={words.heading}
    >
      <fieldset className="sm:col-span-2" aria-describedby={errorOf('nickname') ? 'enquiry-nickname-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">
          {words.nickname}
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        </legend>
        <div className="flex gap-6">
          {salutations.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" value={value} {...register('nickname')} className="size-4 accent-brand" />
              {value === 'Mr.' ? words.mr : words.ms}
            </label>
          ))}
        </div>
        {errorOf('nickname') && (
          <p id="enquiry-nickname-error" className="mt-1 text-sm text-red-600">
            {errorOf('nickname')}
          </p>
        )}
      </fieldset>
      {textField('familyname', { required: true, autoComplete: 'family-name' })}
      {textField('firstname', { required: true, autoComplete: 'given-name' })}
      {textField('company', { autoComplete: 'organization' })}
      {textField('major', {})}
      <FormField id="enquiry-mobile" label={words.mobile} error={errorOf('mobile')} required>
        {(control) => <input {...control} {...register('mobile')} type="tel" autoComplete="tel" className={inputClass} />}
      </FormField>
      <FormField id="enquiry-email" label={words.email} error={errorOf('email')} required>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" className={inputClass} />}
      </FormField>
      <FormField id="enquiry-country" label={words.country} error={errorOf('country')} required>
        {(control) => (
          <select
            {...control}
            {...register('country')}
            autoComplete="country"
            className={inputClass}
            dangerouslySetInnerHTML={countrySelect}
          />
        )}
      </FormField>
      {textField('title', {})}
      <FormField id="enquiry-content" label={words.content} error={errorOf('content')} required className="sm:col-span-2">
        {(control) => <textarea {...control} {...register('content')} rows={6} maxLength={CONTENT_MAX_LENGTH} className={inputClass} />}
      </FormField>
      <div className="sm:col-span-2">
        <AttachmentField value={attachment} onChange={setAttachment} text={text} locale={locale} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="enquiry-consent" className="flex items-start gap-2 text-sm text-slate-700">
          <input
            id="enquiry-consent"
            type="checkbox"
            {...register('consent')}
            aria-invalid={Boolean(errorOf('consent'))}
            aria-describedby={errorOf('consent') ? 'enquiry-consent-error' : undefined}
            className="mt-0.5 size-4 accent-brand"
          />
          <span>
            <LinkedText
              text={words.consent}
              links={{ privacy: localizedHref(locale, pages.privacyPolicy.path) }}
              newTabHint={words.opensInNewTab}
            />
          </span>
        </label>
        {errorOf('consent') && (
          <p id="enquiry-consent-error" className="mt-1 text-sm text-red-600">
            {errorOf('consent')}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <p className="mb-1 text-sm font-medium text-slate-700">{words.captcha}</p>
        <CaptchaField
          locale={locale}
          widgetRef={captcha}
          onChange={onCaptcha}
          describedBy={errorOf('altcha') ? 'enquiry-altcha-error' : undefined}
        />
        {errorOf('altcha') && (
          <p id="enquiry-altcha-error" className="mt-1 text-sm text-red-600">
            {errorOf('altcha')}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={sending || formState.isSubmitting} className={`${primaryButtonClass} w-full sm:w-auto sm:min-w-40`}>
          {sending ? words.submitting : words.submit}
        </button>
      </div>
    </form>
  )
}
