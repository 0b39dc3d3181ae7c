import { otherProductRoute } from '@/app/(frontend)/[locale]/_pages/OtherProductPage'

const route = otherProductRoute('throttleValve')

export const generateMetadata = route.generateMetadata
export default route.OtherProductPage
