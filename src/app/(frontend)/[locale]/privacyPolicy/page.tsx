import { textPage } from '@/components/textPage/textPage'

const { generateMetadata, TextPage } = textPage('privacyPolicy', {
  description: 'legal.privacyPolicyDescription',
  emptyText: 'legal.notWritten',
})

export { generateMetadata }
export default TextPage
