'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

export interface TabDefinition {
  id: string
  label: string
  panel: ReactNode
}

interface TabsProps {
  tabs: TabDefinition[]
  /** Names the tab list for assistive technology. */
  label: string
  initialId?: string
  /** When set, the open tab is written to this query parameter so it survives a reload and can be shared. */
  urlParam?: string
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrow keys, Home and End move between tabs,
 * Tab moves into the open panel. Every panel is rendered on the server; closed ones are `hidden`.
 */
export function Tabs({ tabs, label, initialId, urlParam }: TabsProps) {
  const baseId = useId()
  const [openId, setOpenId] = useState(initialId && tabs.some((tab) => tab.id === initialId) ? initialId : tabs[0]?.id)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const open = (index: number) => {
    const tab = tabs[index]
    if (!tab) return
    setOpenId(tab.id)
    buttons.current[index]?.focus()
    if (urlParam) {
      const url = new URL(window.location.href)
      url.searchParams.set(urlParam, tab.id)
      window.history.replaceState(window.history.state, '', url)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (target === undefined) return
    event.preventDefault()
    open(target)
  }

  return (
    <div>
      {/* the tabs wrap rather than scroll: a strip that scrolls hides its last tab on a phone */}
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-x-1 border-b border-slate-200">
        {tabs.map((tab, index) => {
          const selected = tab.id === openId
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => open(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px min-h-11 border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand md:text-base ${
                selected ? 'border-brand text-brand' : 'border-transparent text-slate-600 hover:text-brand'
              }`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== openId}
          tabIndex={0}
          className="pt-6 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
