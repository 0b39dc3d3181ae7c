import type React from 'react'
import type { RegisteredField } from '@/ui/useForm'

import { FormField, inputClass } from '@/ui/FormField'
import { PASSWORD_MAX_LENGTH } from '@/features/members/ruleValues'

type InputAttributes = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'name' | 'onChange' | 'onBlur' | 'ref'>

/** A required input of the member forms: labelled, tied to its error message and registered with the form. */
export function MemberInput({
  id,
  label,
  error,
  field,
  ...input
}: { id: string; label: string; error?: string; field: RegisteredField } & InputAttributes) {
  return (
    <FormField id={id} label={label} error={error} required>
      {(control) => <input {...control} {...field} {...input} className={inputClass} />}
    </FormField>
  )
}

/** A mainland mobile number: the phone keypad, 11 digits. */
export const mobileInput = (autoComplete: 'username' | 'tel-national') =>
  ({ type: 'tel', inputMode: 'numeric', autoComplete, maxLength: 11 }) as const

/** A password: no longer than the rules allow. */
export const passwordInput = (autoComplete: 'current-password' | 'new-password') =>
  ({ type: 'password', autoComplete, maxLength: PASSWORD_MAX_LENGTH }) as const
