import { vacuumValveRoute } from '@/components/catalogue/VacuumValvePage'

const route = vacuumValveRoute(7)

export const generateMetadata = route.generateMetadata
export default route.VacuumValvePage
