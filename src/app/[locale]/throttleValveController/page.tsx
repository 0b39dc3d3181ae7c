import { otherProductRoute } from '@/app/[locale]/_pages/OtherProductPage'

const route = otherProductRoute('throttleValveController')

export const generateMetadata = route.generateMetadata
export default route.OtherProductPage
