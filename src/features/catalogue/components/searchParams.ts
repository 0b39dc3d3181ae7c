/** The query of a page, as Next hands it to the page. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The first value of a query parameter (`?type=2&type=4` reads 2). */
export const firstParam = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] : value) ?? ''
