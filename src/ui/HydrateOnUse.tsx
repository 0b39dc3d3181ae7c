'use client'

import { Activity, type ReactNode, use, useSyncExternalStore } from 'react'

/**
 * A part of a page that only answers a person: a menu, a search box, a form. On the page's first
 * load React leaves its server HTML as it is and hydrates it at the page's first sign of a person (a
 * touch, a click, a key, the pointer over the page, a field changed), not with the page. A visitor who
 * only reads never pays for it, and the page's load does less (decision 050).
 *
 * - The part is an `Activity` boundary whose content waits, while hydrating, on `firstUse`. React
 *   hydrates such a boundary on its own, after the page, and keeps its server HTML on the page while it
 *   waits. Not a Suspense boundary: the server would send a large one's HTML after the page's, hidden
 *   until a script shows it, and without JavaScript it would stay hidden.
 * - The sign itself is seen on `window` in the capture phase, before React sees it on the document.
 *   React hydrates the boundary the event is aimed at at once and hands it the event (a click, a key,
 *   a change). The other boundaries follow a moment later. A click that comes alone (no press before
 *   it, as an assistive tool may send) ticks its box before React has the form, so React sees no
 *   change: a form in here answers what it holds once React has it (the finder does; `useForm` does).
 * - Drawn in the browser (a page opened by a link of the site) or on the server, it waits on nothing.
 *
 * Nothing in it may have to run with the page: what shows a state kept in the browser (the member's
 * login, the quote list) stays outside, or says with `atOnceIf` when the browser keeps a state it
 * shows (the compare toggles, when a product is chosen): read in the browser while hydrating, true
 * hydrates the part with the page.
 */
export function HydrateOnUse({ children, atOnceIf }: { children: ReactNode; atOnceIf?: () => boolean }) {
  return (
    <Activity>
      <UntilFirstUse atOnceIf={atOnceIf}>{children}</UntilFirstUse>
    </Activity>
  )
}

function UntilFirstUse({ children, atOnceIf }: { children: ReactNode; atOnceIf?: () => boolean }) {
  // true while hydrating (the server's snapshot), false when drawn in the browser
  const hydrating = useSyncExternalStore(neverChanges, isDrawnInTheBrowser, isHydrating)
  if (hydrating && firstUse && !atOnceIf?.()) use(firstUse)
  return children
}

const neverChanges = () => () => {}
const isDrawnInTheBrowser = () => false
const isHydrating = () => true

/**
 * What says a person is there: `pointerover` is a mouse over the page, the rest come with a use
 * (`click`, `input`, `change` and `submit` also when a script or an assistive tool sends them alone).
 */
const signs = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'click', 'input', 'change', 'submit', 'popstate'] as const

/** Settled by the first sign; React reads `status` to go on at once, in the same event. */
type Wait = Promise<void> & ({ status: 'pending' } | { status: 'fulfilled'; value: void })

let endWait = () => {}
const firstUse: Wait | null = typeof window === 'undefined' ? null : waitForFirstUse()

/**
 * Hydrates every part now, without waiting for a person. The site's router (`useRouter`) calls it
 * before each navigation and refresh: a navigation is a transition, which React holds back until every
 * part it draws again is hydrated, and with a new page every part under the layout is drawn again.
 */
export const hydrateNow = () => endWait()

function waitForFirstUse(): Wait {
  let settle = () => {}
  const wait: Wait = Object.assign(new Promise<void>((resolve) => (settle = resolve)), { status: 'pending' as const })
  const onSign = () => {
    Object.assign(wait, { status: 'fulfilled', value: undefined })
    settle()
    for (const type of signs) window.removeEventListener(type, onSign, true)
  }
  endWait = onSign
  for (const type of signs) window.addEventListener(type, onSign, { capture: true, passive: true })
  // a person who was there before the page's script ran (a field has the focus): nothing to wait for
  const focused = document.activeElement
  if (focused && focused !== document.body && focused !== document.documentElement) onSign()
  return wait
}
