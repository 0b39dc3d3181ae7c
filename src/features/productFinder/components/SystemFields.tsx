import { Link } from '@/ui/Link'

import type { FinderFilters, SystemFigureName } from '@/features/specs/requirements'

/** The fieldset's legend, hint and calculator link, and a label for each figure. */
export type SystemFieldsText = { legend: string; hint: string; calculator: string } & Record<SystemFigureName, string>

interface SystemFieldsProps {
  filters: FinderFilters
  text: SystemFieldsText
  calculatorHref: string
}

/** The finder's "on my system" figures: typed numbers rather than choices, sent with the other filters. */
export function SystemFields({ filters, text, calculatorHref }: SystemFieldsProps) {
  const field = (name: SystemFigureName, label: string) => (
    <label>
      {label}
      <input
        type="number"
        name={name}
        min="0"
        step="any"
        inputMode="decimal"
        defaultValue={filters[name] ?? ''}
        aria-describedby="finder-system-hint"
      />
    </label>
  )
  return (
    <fieldset className="finder-figures" data-testid="filter-system">
      <legend>{text.legend}</legend>
      {field('pumpSpeed', text.pumpSpeed)}
      {field('lineConductance', text.lineConductance)}
      {field('effectiveSpeed', text.effectiveSpeed)}
      <p id="finder-system-hint">{text.hint}</p>
      <Link href={calculatorHref}>{text.calculator}</Link>
    </fieldset>
  )
}
