import type { GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { adminGroups, label } from '@/lib/bilingual'
import { contentTags, revalidateContent } from '@/lib/revalidate'
import { type MenuLabelKey, menuLabelKeys, type PageKey, pages } from '@/siteMap'

import { uniquePageName } from '@/collections/fields/uniqueNames'

const menuLabelLabels: Record<MenuLabelKey, { zh: string; en: string }> = {
  angleValves: label('菜单组：角阀（VacuumValve3、4 的上一级）', 'Menu group: angle valves (above VacuumValve3, 4)'),
  gateValves: label('菜单组：插板阀（VacuumValve6、7 的上一级）', 'Menu group: gate valves (above VacuumValve6, 7)'),
  presys: label('菜单组：Presys', 'Menu group: Presys'),
  presysRange: label('Presys 菜单中 /Presys 的菜单项', 'The /Presys entry in the Presys menu'),
  services: label('菜单组：服务（维修、升级、服务中心）', 'Menu group: services (repair, upgrade, service center)'),
  otherProducts: label('菜单组：其他产品（手机菜单）', 'Menu group: other products (phone menu)'),
}

/**
 * The name of every page of the site map in both languages, and the menu's own labels (decision 017).
 * One field a page, fixed by the site map: editors rename pages here, but cannot add or remove one.
 * Products are named on their own records.
 */
export const PageNames: GlobalConfig = {
  slug: 'page-names',
  label: label('页面名称', 'Page names'),
  admin: {
    group: adminGroups.settings,
    description: label(
      '菜单、面包屑、页面标题、浏览器标签和搜索共用这里的名称；产品名称在各产品中修改。',
      'Menu, breadcrumb, page heading, browser tab and search share these names; products are renamed on their own records.',
    ),
  },
  access: { read: anyone, update: staffOnly, readVersions: staffOnly },
  // every save is kept: the Versions tab compares and restores them
  versions: { max: 30 },
  hooks: { afterChange: [() => revalidateContent(contentTags.names)] },
  fields: [
    {
      name: 'pages',
      type: 'group',
      label: label('页面', 'Pages'),
      fields: (Object.keys(pages) as PageKey[]).map((key) => ({
        name: key,
        type: 'text',
        localized: true,
        required: true,
        label: pages[key].path,
        validate: uniquePageName,
      })),
    },
    {
      name: 'menuLabels',
      type: 'group',
      label: label('菜单文字', 'Menu labels'),
      fields: menuLabelKeys.map((key) => ({
        name: key,
        type: 'text',
        localized: true,
        required: true,
        label: menuLabelLabels[key],
      })),
    },
  ],
}
