/**
 * Results a finder page shows at once: four rows of two on a desktop, the unfiltered catalogue in
 * four pages, and a page under 100 KB of HTML (each card is there twice: markup and RSC payload).
 */
export const FINDER_PAGE_SIZE = 8

export interface ResultPage<T> {
  shown: T[]
  /** 1-based; a page past the last shows the last */
  page: number
  pages: number
  /** 1-based positions of the first and last shown, for "13–24 of 30" */
  from: number
  to: number
}

/** The `page=` of an address: a whole number from 1, anything else is the first page. */
export function pageParam(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value
  return text && /^[1-9]\d{0,3}$/.test(text) ? Number(text) : 1
}

/** The results of one page. */
export function resultPage<T>(results: readonly T[], page: number, size = FINDER_PAGE_SIZE): ResultPage<T> {
  const pages = Math.max(1, Math.ceil(results.length / size))
  const current = Math.min(Math.max(1, page), pages)
  const start = (current - 1) * size
  const shown = results.slice(start, start + size)
  return { shown, page: current, pages, from: shown.length ? start + 1 : 0, to: start + shown.length }
}
