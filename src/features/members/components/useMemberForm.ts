'use client'

import { useTranslations } from '@/i18n/clientTranslations'
import { zodResolver } from '@/ui/zodResolver'
import { type FieldErrors, useForm } from '@/ui/useForm'
import { toast } from '@/ui/toast'
import type { z } from 'zod/mini'

import { memberRuleValues, type RuleMessage } from '../ruleValues'

/**
 * A form (`@/ui/useForm`) checked by one of the shared member schemas (`../rules`), of which only
 * the first failure counts (one message at a time, as the API answers). On submit it becomes an error
 * toast, the message tied to its field, and the focus moves there. Messages appear after the first
 * submit and then follow the typing (reValidate on change).
 */
export function useMemberForm<Input extends Record<string, unknown>, Output>(schema: z.core.$ZodType<Output, Input>, defaultValues: Input) {
  const t = useTranslations('member')
  const form = useForm<Input, Output>({ defaultValues, resolver: zodResolver(schema, { firstOnly: true }) })

  /** The first failure of a submit attempt: toast it and put the focus on its field. */
  const onInvalid = (errors: FieldErrors<Input>) => {
    const [field, error] = Object.entries(errors)[0] ?? []
    if (!field || typeof error?.message !== 'string') return
    toast.error(t(`rules.${error.message as RuleMessage}`, memberRuleValues))
    form.setFocus(field as keyof Input & string)
  }

  /** The visible text of a field's error, if it has one. */
  const errorText = (field: keyof Input & string): string | undefined => {
    const message = form.formState.errors[field]?.message
    return typeof message === 'string' ? t(`rules.${message as RuleMessage}`, memberRuleValues) : undefined
  }

  /** Points at a field from outside the submit (get-code with no mobile number). */
  const flag = (field: keyof Input & string, message: RuleMessage) => {
    form.setError(field, { type: 'rule', message })
    form.setFocus(field)
  }

  return { form, onInvalid, errorText, flag }
}
