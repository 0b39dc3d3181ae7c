'use client'

import type React from 'react'

/**
 * A GET form that submits itself when a choice changes (with JavaScript); without it, the submit
 * button does the same. Every submission is a new address, so the back button steps back.
 */
export function AutoSubmitForm({ children, ...props }: React.ComponentProps<'form'>) {
  return (
    <form method="get" {...props} onChange={(event) => event.currentTarget.requestSubmit()}>
      {children}
    </form>
  )
}
