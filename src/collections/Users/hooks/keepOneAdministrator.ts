import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'

const lastAdministratorMessage = (req: PayloadRequest) =>
  req.i18n.language === 'en' ? 'The site needs at least one administrator.' : '网站至少需要保留一位管理员。'

async function isOnlyAdministrator(req: PayloadRequest, id: number | string): Promise<boolean> {
  const admins = await req.payload.find({
    collection: 'users',
    where: { roles: { in: ['admin'] } },
    depth: 0,
    limit: 2,
    req,
  })
  return admins.totalDocs === 1 && admins.docs[0]?.id === id
}

/** Nobody can take the administrator role from the last administrator: the site would lock itself out. */
export const keepAdministratorRole: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || !Array.isArray(data.roles)) return data
  const losesAdmin = (originalDoc.roles ?? []).includes('admin') && !data.roles.includes('admin')
  if (losesAdmin && (await isOnlyAdministrator(req, originalDoc.id))) {
    throw new APIError(lastAdministratorMessage(req), 400, null, true)
  }
  return data
}

/** …nor delete the last administrator's account. */
export const keepLastAdministrator: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (await isOnlyAdministrator(req, id)) throw new APIError(lastAdministratorMessage(req), 400, null, true)
}
