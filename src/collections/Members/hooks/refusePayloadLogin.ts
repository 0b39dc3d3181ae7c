import { type CollectionBeforeOperationHook, Forbidden } from 'payload'

const sessionOperations = new Set(['login', 'refresh', 'forgotPassword', 'resetPassword'])

/**
 * Members log in through the public API (/api/user/login), which opens one of our own sessions.
 * Payload's REST login would hand them a Payload token instead, and Payload grants its internal
 * collections (jobs, document locks) to any logged-in user, so that door stays shut.
 */
export const refusePayloadLogin: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI !== 'local' && sessionOperations.has(operation)) throw new Forbidden(req.t)
  return args
}
