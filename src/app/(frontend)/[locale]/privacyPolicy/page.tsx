import { textPage } from '@/app/(frontend)/[locale]/_pages/textPage.server'

const { generateMetadata, TextPage } = textPage('privacyPolicy', {
  description: 'legal.privacyPolicyDescription',
  emptyText: 'legal.notWritten',
})

export { generateMetadata }
export default TextPage
