import { otherProductRoute } from '@/components/catalogue/OtherProductPage'

const route = otherProductRoute('multiPositionController')

export const generateMetadata = route.generateMetadata
export default route.OtherProductPage
