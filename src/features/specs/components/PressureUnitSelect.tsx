'use client'

import { useRouter } from '@/ui/useRouter'

import { PRESSURE_UNIT_COOKIE } from '../pressureUnit'
import type { PressureUnit } from '../specOptions'

interface PressureUnitSelectProps {
  label: string
  value: PressureUnit
  units: readonly PressureUnit[]
  /** Inside the finder's form the choice is a form field; elsewhere the page re-renders. */
  name?: string
}

/** mbar, Pa or Torr: remembered for a year, and the figures on the page follow. */
export function PressureUnitSelect({ label, value, units, name }: PressureUnitSelectProps) {
  const router = useRouter()
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-slate-600">{label}</span>
      <select
        name={name}
        defaultValue={value}
        data-testid="pressure-unit"
        className="rounded border border-slate-300 px-2 py-1"
        onChange={(event) => {
          document.cookie = `${PRESSURE_UNIT_COOKIE}=${event.target.value}; path=/; max-age=31536000; samesite=lax`
          if (!name) router.refresh()
        }}
      >
        {units.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </select>
    </label>
  )
}
