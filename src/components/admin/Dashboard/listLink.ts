type Condition = Record<string, Record<string, string | number>>

/**
 * A link into an admin list, filtered. The `where[or][0][and][i]` form is the one Payload's own
 * filter controls write, so the filter shows up, editable, above the list.
 */
export function listLink(adminRoute: string, collection: string, conditions: Condition[] = []): string {
  const query = new URLSearchParams()
  conditions.forEach((condition, index) => {
    for (const [field, operators] of Object.entries(condition)) {
      for (const [operator, value] of Object.entries(operators)) {
        query.append(`where[or][0][and][${index}][${field}][${operator}]`, String(value))
      }
    }
  })
  const search = query.size ? `?${query}` : ''
  return `${adminRoute}/collections/${collection}${search}`
}
