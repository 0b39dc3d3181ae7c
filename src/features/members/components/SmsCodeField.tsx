'use client'

import type React from 'react'

import { FormField, inputClass } from '@/ui/FormField'
import { CODE_LENGTH, type CodePurpose, type RuleMessage } from '@/features/members/ruleValues'

import { GetCodeButton } from './GetCodeButton'

type CodeInputAttributes = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { ref?: React.Ref<HTMLInputElement> }

interface SmsCodeFieldProps {
  id: string
  label: string
  error?: string
  /** The input's own attributes: a form's `register('code')`, or a value and its change handler. */
  input: CodeInputAttributes
  purpose: CodePurpose
  /** The mobile number as typed now. */
  mobile: () => string
  /** Called when the mobile number is missing or wrong, so the form can point at it. */
  onMobileProblem: (message: RuleMessage) => void
}

/** The SMS code's input with the button that sends the code, as every form that asks for one shows them. */
export function SmsCodeField({ id, label, error, input, purpose, mobile, onMobileProblem }: SmsCodeFieldProps) {
  return (
    <FormField id={id} label={label} error={error} required>
      {(control) => (
        // below 360 px the button goes under the field, which would otherwise be too narrow for its hint
        <div className="flex flex-col gap-2 min-[360px]:flex-row">
          <input {...control} {...input} inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH} className={inputClass} />
          <GetCodeButton purpose={purpose} mobile={mobile} onMobileProblem={onMobileProblem} />
        </div>
      )}
    </FormField>
  )
}
