import { textPage } from '@/components/textPage/textPage'

const { generateMetadata, TextPage } = textPage('userAgreement', {
  description: 'legal.userAgreementDescription',
  emptyText: 'legal.notWritten',
})

export { generateMetadata }
export default TextPage
