import type { ExternalToast, toast as sonnerToast } from 'sonner'

/** How long a toast stays: 3 s. */
export const TOAST_MS = 3000

type Sonner = typeof import('sonner')
type Message = Parameters<typeof sonnerToast>[0]

// sonner's code is fetched with the first toast rather than with every page (most visits show none)
let sonner: Promise<Sonner> | undefined
const waiting = new Set<() => void>()

function loadSonner() {
  if (!sonner) {
    sonner = import('sonner')
    for (const mount of waiting) mount()
  }
  return sonner
}

/** For the Toaster: calls `mount` once the first toast is asked for (sonner replays it on mounting). */
export function onFirstToast(mount: () => void) {
  waiting.add(mount)
  return () => void waiting.delete(mount)
}

export const firstToastShown = () => sonner !== undefined

const show =
  (kind?: 'error' | 'success') =>
  (message: Message, data?: ExternalToast): void => {
    void loadSonner().then(({ toast }) => (kind ? toast[kind] : toast)(message, data))
  }

/** sonner's `toast`, the calls this site makes, loading sonner on first use. */
export const toast = Object.assign(show(), {
  error: show('error'),
  success: show('success'),
  dismiss: (id?: string | number) => void sonner?.then(({ toast }) => toast.dismiss(id)),
})
