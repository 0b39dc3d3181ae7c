import type { CollectionBeforeValidateHook } from 'payload'

import { textPagePages, type TextPageKey } from '@/siteMap/textPages'
import { readSiteNames } from '@/features/site/siteNames'
import { isLocale } from '@/siteMap'

/**
 * A page text's `title` only names the record in the admin: it is the page's name from 页面名称
 * (decision 017), copied on every save, so that a new page text can be saved and a renamed page
 * shows its new name in the list.
 */
export const copyPageName: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const key = (data?.key ?? originalDoc?.key) as TextPageKey | undefined
  if (!data || !key || !isLocale(req.locale)) return data
  const names = await readSiteNames(req.payload, req)
  return { ...data, title: names.pages[textPagePages[key]][req.locale] }
}
