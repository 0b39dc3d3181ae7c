import { otherProductRoute } from '@/components/catalogue/OtherProductPage'

const route = otherProductRoute('unisemChiller')

export const generateMetadata = route.generateMetadata
export default route.OtherProductPage
