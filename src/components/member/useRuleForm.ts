'use client'

import { useTranslations } from 'next-intl'
import { type FieldErrors, type FieldValues, type Path, type Resolver, useForm, type DefaultValues } from 'react-hook-form'
import { toast } from '@/components/ui/toast'

import type { RuleFailure, RuleMessage } from './memberRules'

/**
 * A react-hook-form form whose checks are the spec's ordered rules: only the first failure counts.
 * On submit it becomes an error toast, the message tied to its field, and the focus moves there.
 * Messages appear after the first submit and then follow the typing (reValidate on change).
 */
export function useRuleForm<F extends FieldValues>(defaultValues: DefaultValues<F>, firstFailure: (values: F) => RuleFailure<F> | null) {
  const t = useTranslations('member')
  const resolver: Resolver<F> = async (values) => {
    const failure = firstFailure(values)
    if (!failure) return { values, errors: {} }
    return { values: {}, errors: { [failure.field]: { type: 'rule', message: failure.message } } as FieldErrors<F> }
  }
  const form = useForm<F>({ defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false })

  /** The first failure of a submit attempt: toast it and put the focus on its field. */
  const onInvalid = (errors: FieldErrors<F>) => {
    const [field, error] = Object.entries(errors)[0] ?? []
    if (!field || typeof error?.message !== 'string') return
    toast.error(t(`rules.${error.message as RuleMessage}`))
    form.setFocus(field as Path<F>)
  }

  /** The visible text of a field's error, if it has one. */
  const errorText = (field: Path<F>): string | undefined => {
    const message = form.formState.errors[field]?.message
    return typeof message === 'string' ? t(`rules.${message as RuleMessage}`) : undefined
  }

  /** Points at a field from outside the submit (get-code with no mobile number). */
  const flag = (field: Path<F>, message: RuleMessage) => {
    form.setError(field, { type: 'rule', message })
    form.setFocus(field)
  }

  return { form, onInvalid, errorText, flag }
}
