import { presysModelPageById, presysModelPageByName, type PresysModelPage } from '@/siteMap'

/**
 * The model a /presysDetail URL names: `?form=<name>` (a model's name in the site map, any letter case) or
 * `?id=9…24`. Anything else names no model.
 */
export function presysModelOfQuery(query: { form?: string; id?: string }): PresysModelPage | undefined {
  if (query.form) return presysModelPageByName(query.form)
  if (query.id && /^\d{1,3}$/.test(query.id.trim())) return presysModelPageById(Number(query.id))
  return undefined
}
