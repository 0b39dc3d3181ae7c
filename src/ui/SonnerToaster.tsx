'use client'

import { useEffect } from 'react'
import { Toaster, toast, useSonner } from 'sonner'

import { TOAST_MS } from './toast'

/** Phones: below the 64 px header bar, so that a toast never covers the menu button. */
const BELOW_PHONE_HEADER = { top: 72 }

/** One message at a time: a new toast replaces the one before. */
export default function SonnerToaster() {
  const { toasts } = useSonner()
  const newest = toasts[0]?.id // useSonner lists the newest first
  useEffect(() => {
    for (const older of toasts) if (older.id !== newest) toast.dismiss(older.id)
  }, [toasts, newest])
  return <Toaster position="top-center" duration={TOAST_MS} visibleToasts={1} mobileOffset={BELOW_PHONE_HEADER} richColors closeButton />
}
