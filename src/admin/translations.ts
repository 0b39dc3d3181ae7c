import type { NestedKeysStripped } from '@payloadcms/translations'

/**
 * The admin's own words beside Payload's translations (`t('custom:…')`), Chinese first. The
 * public site's strings live in src/messages; these are seen by staff only.
 */
export const adminTranslations = {
  zh: {
    custom: {
      exportCsv: '导出 CSV',
      exportCsvHint: '导出当前筛选结果，可用 Excel 打开',
      dashboardTitle: '概览',
      enquiriesLast7Days: '近 7 天询盘',
      newEnquiries: '待处理询盘',
      newMembersLast7Days: '近 7 天新会员',
      downloadsLast30Days: '近 30 天下载次数',
      topDownloads: '近 30 天热门下载',
      noDownloadsYet: '近 30 天暂无下载。',
      downloadsCount: '{{times}} 次',
      downloadHistory: '下载记录：{{times}} 次',
    },
  },
  en: {
    custom: {
      exportCsv: 'Export CSV',
      exportCsvHint: 'Exports the rows of the current filter; opens in Excel',
      dashboardTitle: 'Overview',
      enquiriesLast7Days: 'Enquiries, last 7 days',
      newEnquiries: 'Enquiries to handle',
      newMembersLast7Days: 'New members, last 7 days',
      downloadsLast30Days: 'Downloads, last 30 days',
      topDownloads: 'Top downloads, last 30 days',
      noDownloadsYet: 'No downloads in the last 30 days.',
      downloadsCount: '{{times}} times',
      downloadHistory: 'Download log: {{times}} times',
    },
  },
}

export type AdminTranslations = typeof adminTranslations.en
export type AdminTranslationKeys = NestedKeysStripped<AdminTranslations>

type Translate = (key: string, vars?: Record<string, unknown>) => string

/** Payload's `t` of a server component, typed for the admin's own keys. */
export const adminText =
  (i18n: { t: unknown }) =>
  (key: AdminTranslationKeys, vars?: Record<string, unknown>): string =>
    (i18n.t as Translate)(key, vars)
