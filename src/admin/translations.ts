import type { NestedKeysStripped } from '@payloadcms/translations'

/**
 * The admin's own words beside Payload's translations (`t('custom:…')`), Chinese first. The
 * public site's strings live in src/messages; these are seen by staff only.
 */
export const adminTranslations = {
  zh: {
    // Payload puts a field's bilingual label object into this sentence ("按 [object Object] 升序 排序");
    // the button sits in the column's own header, so the direction alone says enough
    general: { sortByLabelDirection: '{{direction}}排序' },
    custom: {
      exportCsv: '导出 CSV',
      exportCsvHint: '导出当前筛选结果，可用 Excel 打开',
      dashboardTitle: '概览',
      enquiriesLast7Days: '近 7 天询盘',
      newEnquiries: '待处理询盘',
      openServiceRequests: '进行中的售后工单',
      serviceRequestsWaitingForCustomer: '等待客户的工单',
      overdueServiceRequests: '超期工单（{{days}} 天未推进）',
      newMembersLast7Days: '近 7 天新会员',
      downloadsLast30Days: '近 30 天下载次数',
      topDownloads: '近 30 天热门下载',
      noDownloadsYet: '近 30 天暂无下载。',
      downloadsCount: '{{times}} 次',
      downloadHistory: '下载记录：{{times}} 次',
      editingChinese: '正在编辑：中文版',
      editingChineseHint: '这里的内容显示在中文网站上。',
      editingEnglish: '正在编辑：英文版 English',
      editingEnglishHint: '这里的内容只显示在英文网站 /en 上。中文内容请先切换 语言环境 到 中文。',
      chineseInEnglishHeading: '把中文保存到英文版？',
      chineseInEnglishBody:
        '当前语言环境是 English，而您输入了中文；这篇内容的中文版还是空的。这样保存，内容只会出现在英文网站上。要写中文版，请取消，并把 语言环境 切换到 中文。',
      chineseInEnglishConfirm: '仍保存到英文版',
      chineseInEnglishCancel: '取消',
      noRecipientsHeading: '未设置询盘通知邮箱。',
      noRecipientsFallback: '新询盘目前只通知第一位管理员（{{email}}）。',
      noRecipientsCardsAndAdministrator: '新询盘目前发往客户经理卡片上的示例邮箱（{{cards}}）和第一位管理员（{{email}}）。',
      noRecipientsCards: '新询盘目前只发往客户经理卡片上的示例邮箱（{{cards}}）。',
      noRecipientsNobody: '新询盘不会通知任何人。',
      noRecipientsFix: '在 网站设置 → 询盘通知邮箱 中填写',
      noAttachment: '无附件',
      failedNotifications: '通知邮件发送失败的询盘',
      failedNotificationsHint: '自动重试后仍未发出，客户经理尚未收到这些询盘的通知。',
      sendNotificationsAgain: '重新发送通知邮件',
      noSerialNumbers: '客户未填写序列号',
      quoteLineProduct: '产品',
      quoteLineSize: '通径',
      quoteLineFlange: '法兰',
      quoteLineQuantity: '数量',
      quoteLineNote: '备注',
    },
  },
  en: {
    general: { sortByLabelDirection: 'Sort {{direction}}' },
    custom: {
      exportCsv: 'Export CSV',
      exportCsvHint: 'Exports the rows of the current filter; opens in Excel',
      dashboardTitle: 'Overview',
      enquiriesLast7Days: 'Enquiries, last 7 days',
      newEnquiries: 'Enquiries to handle',
      openServiceRequests: 'Open service requests',
      serviceRequestsWaitingForCustomer: 'Waiting for the customer',
      overdueServiceRequests: 'Overdue ({{days}} days without a step)',
      newMembersLast7Days: 'New members, last 7 days',
      downloadsLast30Days: 'Downloads, last 30 days',
      topDownloads: 'Top downloads, last 30 days',
      noDownloadsYet: 'No downloads in the last 30 days.',
      downloadsCount: '{{times}} times',
      downloadHistory: 'Download log: {{times}} times',
      editingChinese: 'Editing: Chinese version 中文',
      editingChineseHint: 'What you type here appears on the Chinese site.',
      editingEnglish: 'Editing: English version',
      editingEnglishHint: 'What you type here appears on the English site (/en) only.',
      chineseInEnglishHeading: 'Save Chinese text into the English version?',
      chineseInEnglishBody:
        'The locale is English but you typed Chinese, and the Chinese version of this document is still empty. Saved like this, the text appears on the English site only. To write the Chinese version, cancel and switch Locale to Chinese.',
      chineseInEnglishConfirm: 'Save to the English version anyway',
      chineseInEnglishCancel: 'Cancel',
      noRecipientsHeading: 'No enquiry notification address is set.',
      noRecipientsFallback: 'New enquiries are notified to the first administrator only ({{email}}).',
      noRecipientsCardsAndAdministrator:
        'New enquiries go to the sample addresses on the account-manager cards ({{cards}}) and to the first administrator ({{email}}).',
      noRecipientsCards: 'New enquiries go only to the sample addresses on the account-manager cards ({{cards}}).',
      noRecipientsNobody: 'Nobody is notified of new enquiries.',
      noRecipientsFix: 'Set them in Site settings → Enquiry notification addresses',
      noAttachment: 'No attachment',
      failedNotifications: 'Enquiries whose notification mail failed',
      failedNotificationsHint: 'Still not sent after the automatic retries: the account managers have not heard of these enquiries.',
      sendNotificationsAgain: 'Send the notification mails again',
      noSerialNumbers: 'The customer gave no serial number',
      quoteLineProduct: 'Product',
      quoteLineSize: 'Size',
      quoteLineFlange: 'Flange',
      quoteLineQuantity: 'Quantity',
      quoteLineNote: 'Note',
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
