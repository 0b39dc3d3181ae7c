import type React from 'react'

/** What an input needs to be tied to its label and its error message (for screen readers). */
export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby'?: string
  'aria-required'?: boolean
}

interface FormFieldProps {
  id: string
  label: string
  error?: string
  required?: boolean
  hint?: string
  className?: string
  children: (control: FieldControlProps) => React.ReactNode
}

/**
 * A labelled form control with its hint and error message. The control gets `aria-invalid` and
 * `aria-describedby` pointing at the message, so a screen reader reads the error with the field.
 */
export function FormField({ id, label, error, required, hint, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}

export const inputClass =
  'block w-full rounded border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 ' +
  'focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-500'

export const primaryButtonClass =
  'inline-flex items-center justify-center rounded bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-dark ' +
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60'

export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded border border-brand px-4 py-2 font-medium text-brand hover:bg-brand/5 ' +
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500'
