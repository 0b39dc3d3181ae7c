import { methodNotAllowed } from '@/lib/api/reply'

/** Re-exported by every API route: the contract is POST only. */
export { methodNotAllowed as DELETE, methodNotAllowed as GET, methodNotAllowed as PATCH, methodNotAllowed as PUT }
