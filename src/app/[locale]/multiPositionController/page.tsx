import { otherProductRoute } from '@/app/[locale]/_pages/OtherProductPage'

const route = otherProductRoute('multiPositionController')

export const generateMetadata = route.generateMetadata
export default route.OtherProductPage
