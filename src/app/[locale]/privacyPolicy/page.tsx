import { textPage } from '@/app/[locale]/_pages/textPage.server'

const { generateMetadata, TextPage } = textPage('privacyPolicy', {
  description: 'legal.privacyPolicyDescription',
  emptyText: 'legal.notWritten',
})

export { generateMetadata }
export default TextPage
