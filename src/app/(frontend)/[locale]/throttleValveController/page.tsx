import { otherProductRoute } from '@/components/catalogue/OtherProductPage'

const route = otherProductRoute('throttleValveController')

export const generateMetadata = route.generateMetadata
export default route.OtherProductPage
