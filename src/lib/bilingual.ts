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
 * Admin settings of a record's `title` where the site map names the page (decision 014): shown, not
 * edited, so that menu, breadcrumb, heading, search and sitemap keep one name per language.
 */
export const siteMapName = {
  readOnly: true,
  description: label(
    '名称在站点地图（src/siteMap）中维护，菜单、面包屑、标题与搜索共用同一名称。',
    'The name is kept in the site map (src/siteMap), shared by menu, breadcrumb, heading and search.',
  ),
}
