'use client'

import { Toaster as SonnerToaster } from 'sonner'

/** Where toasts appear; the spec's toasts last 3 s (section 9). */
export const TOAST_MS = 3000

export function Toaster() {
  return <SonnerToaster position="top-center" duration={TOAST_MS} richColors closeButton />
}
