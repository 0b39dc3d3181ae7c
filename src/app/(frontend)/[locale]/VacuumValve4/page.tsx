import { vacuumValveRoute } from '@/components/catalogue/VacuumValvePage'

const route = vacuumValveRoute(4)

export const generateMetadata = route.generateMetadata
export default route.VacuumValvePage
