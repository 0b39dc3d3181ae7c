import { vacuumValveRoute } from '@/app/[locale]/_pages/VacuumValvePage'

const route = vacuumValveRoute(3)

// Members only: the session cookie is read on every request (the content itself is cached).
export const dynamic = 'force-dynamic'
export const generateMetadata = route.generateMetadata
export default route.VacuumValvePage
