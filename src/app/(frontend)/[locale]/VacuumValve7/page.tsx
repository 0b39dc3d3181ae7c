import { vacuumValveRoute } from '@/components/catalogue/VacuumValvePage'

// reads the visitor's session or query: rendered per request (its data reads stay cached)
export const dynamic = 'force-dynamic'

const route = vacuumValveRoute(7)

export const generateMetadata = route.generateMetadata
export default route.VacuumValvePage
