import { textPage } from '@/app/[locale]/_pages/textPage.server'

const { generateMetadata, TextPage } = textPage('about', {
  description: 'company.aboutDescription',
  emptyText: 'company.notWritten',
  links: { heading: 'company.more', to: ['developmentPath', 'companyProfile', 'contactUs', 'honor'] },
})

export { generateMetadata }
export default TextPage
