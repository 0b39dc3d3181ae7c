import type { RegisteredField } from '@/ui/useForm'

interface ChoiceGroupProps {
  id: string
  legend: string
  choices: readonly { value: string; label: string }[]
  field: RegisteredField
  error?: string
  required?: boolean
}

/** A required choice among a few, as radio buttons under their legend, tied to its error message. */
export function ChoiceGroup({ id, legend, choices, field, error, required = true }: ChoiceGroupProps) {
  const errorId = `${id}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-700">
        {legend}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map((choice) => (
          <label key={choice.value} className="flex min-h-6 items-center gap-2">
            <input type="radio" value={choice.value} {...field} className="size-4 accent-brand" />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  )
}
