'use client'

import { FormField, inputClass, primaryButtonClass } from '@/ui/FormField'
import { toast } from '@/ui/toast'
import type { EnquiryText } from '@/features/enquiries/components/enquiryText'
import { mobileInput } from '@/features/members/components/MemberInput'
import { SmsCodeField } from '@/features/members/components/SmsCodeField'
import { requestFailureKey } from '@/lib/requestFailure'
import type { Locale } from '@/siteMap'

import { contaminationLevels, OTHER_MAKE, serviceKinds, urgencies } from '../requestFields'
import { ChoiceGroup } from './ChoiceGroup'
import { type ProductGroup, ProductSelect } from './ProductSelect'
import { RequestSent } from './RequestSent'
import { ServiceFiles } from './ServiceFiles'
import { type Field, loadRules, type MemberDetails, useServiceRequestForm } from './useServiceRequestForm'

interface ServiceRequestFormProps {
  locale: Locale
  productGroups: ProductGroup[]
  member: MemberDetails | null
  /** A product key from the address (`?product=vacuumValve:3`), already checked. */
  product: string
  fileText: EnquiryText
  /** The limits the rules' messages name (`serviceRequestRuleValues`), handed over so the page loads no zod for them. */
  ruleValues: { quantityMax: number; maxFiles: number; codeLength: number }
}

/**
 * The service request form of /serviceRequest. Messages appear after the first submit attempt and
 * then follow the typing; the focus goes to the first field in error. A refused send keeps
 * everything typed and shows the server's message at its field; a taken one is replaced by the
 * confirmation with the RMA number.
 */
export function ServiceRequestForm({ locale, productGroups, member, product, fileText, ruleValues }: ServiceRequestFormProps) {
  const { t, words, form, files, changeFiles, filesBox, sending, sent, startAgain, errorOf, onInvalid, send } = useServiceRequestForm({
    locale,
    member,
    product,
    ruleValues,
  })
  const { register, handleSubmit, formState, getValues, watch, setError, setFocus } = form

  if (sent) return <RequestSent locale={locale} sent={sent} onAnother={startAgain} />

  const text = (
    field: Exclude<Field, 'kind' | 'contamination' | 'urgency' | 'attachments'>,
    options: { required?: boolean; hint?: string; autoComplete?: string; rows?: number } = {},
  ) => (
    <FormField id={`service-${field}`} label={words(field)} error={errorOf(field)} required={options.required} hint={options.hint}>
      {(control) =>
        options.rows ? (
          <textarea {...control} {...register(field)} rows={options.rows} className={inputClass} />
        ) : (
          <input {...control} {...register(field)} autoComplete={options.autoComplete} className={inputClass} />
        )
      }
    </FormField>
  )
  const section = 'grid grid-cols-[minmax(0,1fr)] gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 sm:p-6'
  const legend = 'px-1 text-lg font-semibold text-brand'
  const wide = 'sm:col-span-2'

  return (
    <form
      noValidate
      aria-label={words('heading')}
      onSubmit={(event) =>
        handleSubmit(send, onInvalid)(event).catch((error: unknown) => toast.error(t(`member.${requestFailureKey(error)}`)))
      }
      onFocus={() => void loadRules().catch(() => undefined)}
      onPointerDown={() => void loadRules().catch(() => undefined)}
      className="space-y-6"
    >
      <fieldset className={section}>
        <legend className={legend}>{words('serviceSection')}</legend>
        <div className={wide}>
          <ChoiceGroup
            id="service-kind"
            legend={words('kind')}
            choices={serviceKinds.map((kind) => ({ value: kind, label: t(`serviceRequest.kind.${kind}`) }))}
            field={register('kind')}
            error={errorOf('kind')}
          />
        </div>
        <ProductSelect
          groups={productGroups}
          field={register('product')}
          selected={product}
          error={errorOf('product')}
          words={{
            label: words('product'),
            choose: words('chooseProduct'),
            otherGroup: words('otherMakeGroup'),
            otherMake: words('otherMake'),
          }}
        />
        {watch('product') === OTHER_MAKE && (
          <div className={wide}>{text('otherProduct', { required: true, hint: words('otherProductHint') })}</div>
        )}
        {text('modelNumber')}
        <FormField id="service-quantity" label={words('quantity')} error={errorOf('quantity')} required>
          {(control) => (
            <input
              {...control}
              {...register('quantity')}
              type="number"
              inputMode="numeric"
              min={1}
              max={ruleValues.quantityMax}
              className={inputClass}
            />
          )}
        </FormField>
        <div className={wide}>{text('serialNumbers', { hint: words('serialNumbersHint'), rows: 2 })}</div>
        <div className={wide}>{text('fault', { required: true, rows: 5 })}</div>
      </fieldset>

      <fieldset className={section}>
        <legend className={legend}>{words('processSection')}</legend>
        {text('processGases')}
        {text('processChemistry')}
        {text('processTemperatures')}
      </fieldset>

      <fieldset className={section}>
        <legend className={legend}>{words('declarationSection')}</legend>
        <p className={`${wide} text-sm text-slate-600`}>{words('declarationIntro')}</p>
        <div className={wide}>
          <ChoiceGroup
            id="service-contamination"
            legend={words('contamination')}
            choices={contaminationLevels.map((level) => ({ value: level, label: t(`serviceRequest.contamination.${level}`) }))}
            field={register('contamination')}
            error={errorOf('contamination')}
          />
        </div>
        {watch('contamination') === 'hazardous' && (
          <>
            <div className={wide}>{text('substances', { required: true, rows: 3 })}</div>
            <div className={wide}>{text('cleaning', { required: true, rows: 3 })}</div>
          </>
        )}
        {text('declarantName', { required: true, autoComplete: 'name' })}
        <div ref={filesBox} className={wide}>
          <ServiceFiles
            files={files}
            onChange={changeFiles}
            max={ruleValues.maxFiles}
            text={fileText}
            fullText={words('filesFull', ruleValues)}
            locale={locale}
            error={errorOf('attachments')}
          />
        </div>
      </fieldset>

      <fieldset className={section}>
        <legend className={legend}>{words('contactSection')}</legend>
        {member && <p className={`${wide} text-sm text-slate-600`}>{words('memberNote')}</p>}
        {text('contactName', { required: true, autoComplete: 'name' })}
        {text('company', { autoComplete: 'organization' })}
        <FormField id="service-mobile" label={words('mobile')} error={errorOf('mobile')} required>
          {(control) => (
            <input
              {...control}
              {...register('mobile')}
              {...mobileInput('tel-national')}
              readOnly={Boolean(member)}
              className={inputClass}
            />
          )}
        </FormField>
        {!member && (
          <SmsCodeField
            id="service-code"
            label={words('code')}
            error={errorOf('code')}
            input={{ ...register('code'), placeholder: words('codePlaceholder', ruleValues) }}
            purpose="serviceRequest"
            mobile={() => getValues('mobile')}
            onMobileProblem={(message) => {
              setError('mobile', { type: 'rule', message })
              setFocus('mobile')
            }}
          />
        )}
        <div className={wide}>
          <FormField id="service-email" label={words('email')} error={errorOf('email')} hint={words('emailHint')}>
            {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" className={inputClass} />}
          </FormField>
        </div>
        <div className={wide}>{text('returnAddress', { required: true, rows: 3 })}</div>
        <div className={wide}>
          <ChoiceGroup
            id="service-urgency"
            legend={words('urgency')}
            choices={urgencies.map((urgency) => ({ value: urgency, label: t(`serviceRequest.urgency.${urgency}`) }))}
            field={register('urgency')}
            error={errorOf('urgency')}
            required={false}
          />
        </div>
      </fieldset>

      <button type="submit" disabled={sending || formState.isSubmitting} className={`${primaryButtonClass} w-full sm:w-auto sm:min-w-40`}>
        {sending ? words('submitting') : words('submit')}
      </button>
    </form>
  )
}
