import { textPage } from '@/components/textPage/textPage'

const { generateMetadata, TextPage } = textPage('about', {
  description: 'company.aboutDescription',
  emptyText: 'company.notWritten',
  links: { heading: 'company.more', to: ['developmentPath', 'companyProfile', 'contactUs', 'honor'] },
})

export { generateMetadata }
export default TextPage
