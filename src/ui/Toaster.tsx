'use client'

import { lazy, Suspense, useSyncExternalStore } from 'react'

import { firstToastShown, onFirstToast } from './toast'

const SonnerToaster = lazy(() => import('./SonnerToaster'))

/** Where toasts appear: mounted with the first toast (`./toast`), so pages without one skip sonner. */
export function Toaster() {
  const needed = useSyncExternalStore(onFirstToast, firstToastShown, () => false)
  return needed ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null
}
