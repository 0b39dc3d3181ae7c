/** A label in both admin languages: Chinese first, as the staff read it. */
export const label = (zh: string, en: string) => ({ zh, en })

export const adminGroups = {
  products: label('产品', 'Products'),
  presys: label('Presys 系列', 'Presys'),
  news: label('新闻', 'News'),
  downloads: label('下载', 'Downloads'),
  company: label('公司', 'Company'),
  jobs: label('招聘', 'Jobs'),
  enquiries: label('询盘', 'Enquiries'),
  members: label('会员', 'Members'),
  settings: label('设置', 'Settings'),
  system: label('系统', 'System'),
}

/**
 * Admin settings of a page text's `title`: the page's name lives in the 页面名称 global (decision 017),
 * shared by menu, breadcrumb, heading and search; this copy only names the record in the admin.
 */
export const namedInPageNames = {
  readOnly: true,
  description: label(
    '页面名称在「设置 › 页面名称」中修改，菜单、面包屑、标题与搜索共用同一名称。',
    'Rename the page under Settings › Page names: menu, breadcrumb, heading and search share that name.',
  ),
}
