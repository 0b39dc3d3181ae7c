import { otherProductRoute } from '@/components/catalogue/OtherProductPage'

const route = otherProductRoute('dualThrottleValve')

export const generateMetadata = route.generateMetadata
export default route.OtherProductPage
