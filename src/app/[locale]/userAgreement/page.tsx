import { textPage } from '@/app/[locale]/_pages/textPage.server'

const { generateMetadata, TextPage } = textPage('userAgreement', {
  description: 'legal.userAgreementDescription',
  emptyText: 'legal.notWritten',
})

export { generateMetadata }
export default TextPage
