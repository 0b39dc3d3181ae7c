import { otherProductRoute } from '@/components/catalogue/OtherProductPage'

const route = otherProductRoute('throttleValve')

export const generateMetadata = route.generateMetadata
export default route.OtherProductPage
