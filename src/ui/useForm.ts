'use client'

import { type Dispatch, type FormEvent, type SetStateAction, useReducer, useState } from 'react'

type Values = Record<string, unknown>
type FormElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** Why a field is refused: a message key of the rules (`codeRequired`) or a server's own text. */
export interface FieldError {
  type: string
  message?: string
}

export type FieldErrors<V extends Values> = Partial<Record<keyof V & string, FieldError>>

/** What a check of the form's values gives: the parsed values, or the fields' errors. */
export type ResolverResult<V extends Values, Out> =
  { values: Out; errors: FieldErrors<V> } | { values: Record<string, never>; errors: FieldErrors<V> }

export type Resolver<V extends Values, Out = V> = (values: V) => ResolverResult<V, Out> | Promise<ResolverResult<V, Out>>

/** What `register(name)` gives an input, a select, a textarea or each radio button of a group. */
export interface RegisteredField {
  name: string
  ref: (element: FormElement | null) => void
  onChange: (event: { target: EventTarget | null }) => void
}

/** The value an element stands for: a lone checkbox's is whether it is ticked, a radio button's is its value once chosen. */
function valueOf(element: FormElement): unknown {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked
  return element.value
}

/**
 * What the visitor chose in the element before the page's script ran, if they changed it from what
 * the HTML said (a radio button speaks for its group); undefined if they did not.
 */
function visitorValue(element: FormElement): { value: unknown } | undefined {
  if (element instanceof HTMLInputElement && element.type === 'radio') {
    const group = element.form?.elements.namedItem(element.name)
    const radios = group instanceof RadioNodeList ? ([...group] as HTMLInputElement[]) : [element]
    const chosen = radios.find((radio) => radio.checked)
    return radios.some((radio) => radio.checked !== radio.defaultChecked) ? { value: chosen?.value ?? '' } : undefined
  }
  const changed =
    element instanceof HTMLInputElement && element.type === 'checkbox'
      ? element.checked !== element.defaultChecked
      : element instanceof HTMLSelectElement
        ? element.selectedIndex !==
          Math.max(
            0,
            [...element.options].findIndex((option) => option.defaultSelected),
          )
        : element.value !== element.defaultValue
  return changed ? { value: valueOf(element) } : undefined
}

/** Shows a value in an element: ticks a checkbox, chooses the radio button of that value, fills a text. */
function show(element: FormElement, value: unknown) {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = value === true
  else if (element instanceof HTMLInputElement && element.type === 'radio') element.checked = element.value === value
  else element.value = value === undefined || value === null ? '' : String(value)
}

/**
 * The state of one of the site's forms, for uncontrolled fields (the DOM holds what is typed):
 * `register` ties a field to the form, `handleSubmit` checks every value with the form's rules
 * (`resolver`) and hands the parsed values on, or the errors. Messages appear after the first
 * submit and then follow the typing: once submitted, a change checks the form again and updates
 * that field's message. The subset of react-hook-form the forms used, in its words, without its
 * weight in every form's page (decision 048).
 */
export function useForm<V extends Values, Out = V>(options: FormOptions<V, Out>) {
  const [errors, setErrors] = useState<FieldErrors<V>>({})
  const [isSubmitted, setSubmitted] = useState(false)
  const [isSubmitting, setSubmitting] = useState(false)
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  // the options of the first render, as for react-hook-form's default values: the rules and defaults of a form do not change
  const [methods] = useState(() => formMethods<V, Out>(options, { setErrors, setSubmitted, setSubmitting, rerender }))
  return { ...methods, formState: { errors, isSubmitted, isSubmitting } }
}

interface FormOptions<V extends Values, Out> {
  defaultValues: V
  resolver: Resolver<V, Out>
}

interface FormSetters<V extends Values> {
  setErrors: Dispatch<SetStateAction<FieldErrors<V>>>
  setSubmitted: (submitted: boolean) => void
  setSubmitting: (submitting: boolean) => void
  rerender: () => void
}

/** The form's methods over its values (what the fields say), its elements and its state's setters. */
function formMethods<V extends Values, Out>(
  { defaultValues, resolver }: FormOptions<V, Out>,
  { setErrors, setSubmitted, setSubmitting, rerender }: FormSetters<V>,
) {
  type Name = keyof V & string
  let values: Values = { ...defaultValues }
  const elements = new Map<string, Set<FormElement>>()
  const watched = new Set<string>()
  let submitted = false

  const connected = (name: string) => [...(elements.get(name) ?? [])].filter((element) => element.isConnected)
  const check = async () => resolver(values as V)

  const setFieldError = (name: string, error: FieldError | undefined) =>
    setErrors((current) => {
      if (current[name as Name] === error) return current
      const next = { ...current }
      if (error) next[name as Name] = error
      else delete next[name as Name]
      return next
    })

  /** Checks the whole form again and keeps the verdict on one field (the others keep theirs until they change). */
  const recheck = async (name: string) => setFieldError(name, (await check()).errors[name as Name])

  const register = (name: Name): RegisteredField => ({
    name,
    ref: (element) => {
      if (!element) return
      const known = elements.get(name) ?? new Set()
      elements.set(name, known)
      if (known.has(element)) return
      known.add(element)
      // what the visitor typed or chose before the script ran is kept; otherwise the element shows the form's value
      const typed = visitorValue(element)
      if (typed) values[name] = typed.value
      else show(element, values[name])
    },
    onChange: ({ target }) => {
      const element = target as FormElement
      if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) return
      values[name] = valueOf(element)
      if (watched.has(name)) rerender()
      if (submitted) void recheck(name)
    },
  })

  const setValue = (name: Name, value: unknown, options: { shouldValidate?: boolean } = {}) => {
    values[name] = value
    for (const element of connected(name)) show(element, value)
    if (watched.has(name)) rerender()
    if (options.shouldValidate) void recheck(name)
  }

  function getValues(): V
  function getValues<K extends Name>(name: K): V[K]
  function getValues(name?: string) {
    return name === undefined ? ({ ...values } as V) : values[name]
  }

  /** The field's value now, and a new render of the form whenever it changes. */
  const watch = <K extends Name>(name: K): V[K] => {
    watched.add(name)
    return values[name] as V[K]
  }

  const setError = (name: Name, error: FieldError) => setFieldError(name, error)

  const setFocus = (name: Name) => connected(name)[0]?.focus()

  /** Back to these values (a sent form, a saved profile), or the defaults: no messages, not submitted. */
  const reset = (to: V = defaultValues) => {
    values = { ...to }
    for (const [name, set] of elements) for (const element of set) if (element.isConnected) show(element, values[name])
    submitted = false
    setSubmitted(false)
    setErrors({})
  }

  const handleSubmit =
    (onValid: (values: Out) => unknown, onInvalid?: (errors: FieldErrors<V>) => unknown) => async (event?: FormEvent) => {
      event?.preventDefault()
      setSubmitting(true)
      try {
        const result = await check()
        setErrors(result.errors)
        submitted = true
        setSubmitted(true)
        if (Object.keys(result.errors).length > 0) await onInvalid?.(result.errors)
        else await onValid(result.values as Out)
      } finally {
        setSubmitting(false)
      }
    }

  return { register, handleSubmit, setValue, getValues, watch, setError, setFocus, reset }
}
