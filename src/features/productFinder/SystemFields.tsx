import Link from 'next/link'

import type { FinderFilters, SystemFigureName } from './finder'

interface SystemFieldsProps {
  filters: FinderFilters
  text: { legend: string; hint: string; calculator: string } & Record<SystemFigureName, string>
  calculatorHref: string
}

/** The finder's "on my system" figures: typed numbers rather than choices, sent with the other filters. */
export function SystemFields({ filters, text, calculatorHref }: SystemFieldsProps) {
  const field = (name: SystemFigureName, label: string) => (
    <label className="block text-sm">
      <span className="text-slate-700">{label}</span>
      <input
        type="number"
        name={name}
        min="0"
        step="any"
        inputMode="decimal"
        defaultValue={filters[name] ?? ''}
        aria-describedby="finder-system-hint"
        className="mt-1 w-full rounded border border-slate-300 px-2 py-1.5"
      />
    </label>
  )
  return (
    <fieldset className="space-y-2 border-t border-slate-200 pt-3" data-testid="filter-system">
      <legend className="pt-3 text-sm font-semibold text-slate-700">{text.legend}</legend>
      {field('pumpSpeed', text.pumpSpeed)}
      {field('lineConductance', text.lineConductance)}
      {field('effectiveSpeed', text.effectiveSpeed)}
      <p id="finder-system-hint" className="text-xs text-slate-500">
        {text.hint}
      </p>
      <Link href={calculatorHref} className="text-sm text-brand underline">
        {text.calculator}
      </Link>
    </fieldset>
  )
}
