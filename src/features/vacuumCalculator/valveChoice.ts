import type { CatalogueProduct } from '@/features/specs/productSpecs'

import type { ValveConductance } from '@/features/specs/valveConductance'

/**
 * A catalogue valve at one size, as the calculator offers it: the `valve` field of the URL holds
 * `<product key>@<DN>` (`vacuum-valves:highVacuumGateValve@100`); a product page links with the
 * key alone and gets the valve's smallest size with a conductance.
 */
export interface ValveOption {
  value: string
  product: CatalogueProduct
  conductance: ValveConductance
}

const SIZE_SEPARATOR = '@'

export const valveOptionValue = (productKey: string, size: number) => `${productKey}${SIZE_SEPARATOR}${size}`

/** Every catalogue product and size whose conductance is known, in catalogue order. */
export const valveOptions = (catalogue: readonly CatalogueProduct[]): ValveOption[] =>
  catalogue.flatMap((product) =>
    product.specs.conductances.map((conductance) => ({ value: valveOptionValue(product.key, conductance.size), product, conductance })),
  )

export type ValveChoice = { valve: ValveOption | null; unknown: boolean }

/** The valve a URL names; `unknown` when it names one the catalogue has no conductance for. */
export function chooseValve(options: readonly ValveOption[], raw: string | string[] | undefined): ValveChoice {
  const text = (Array.isArray(raw) ? raw[0] : raw)?.trim()
  if (!text) return { valve: null, unknown: false }
  const valve = text.includes(SIZE_SEPARATOR)
    ? options.find((option) => option.value === text)
    : options.find((option) => option.product.key === text)
  return { valve: valve ?? null, unknown: !valve }
}
