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
