import { textPage } from '@/app/[locale]/_pages/textPage.server'

const { generateMetadata, TextPage } = textPage('careerOpportunities', {
  description: 'company.careerDescription',
  emptyText: 'company.notWritten',
  links: { heading: 'company.more', to: ['recruitment', 'contactUs'] },
})

export { generateMetadata }
export default TextPage
