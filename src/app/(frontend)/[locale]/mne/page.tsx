import { otherProductRoute } from '@/components/catalogue/OtherProductPage'

const route = otherProductRoute('mne')

export const generateMetadata = route.generateMetadata
export default route.OtherProductPage
