import { ApiTimeoutError } from './apiClient'

/** Which message to show when a call got no reply: timed out (10 s) or failed on the way. */
export const requestFailureKey = (error: unknown): 'request.timeout' | 'request.failed' =>
  error instanceof ApiTimeoutError ? 'request.timeout' : 'request.failed'
