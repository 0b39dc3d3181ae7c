import { vacuumValveRoute } from '@/components/catalogue/VacuumValvePage'

const route = vacuumValveRoute(3)

export const generateMetadata = route.generateMetadata
export default route.VacuumValvePage
