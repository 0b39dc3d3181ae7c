/**
 * The browser's side of the public contract (docs/api.md): POST JSON to /api/…, 10 s timeout,
 * the visitor's language in the `lang` header and the member token in `UserToken`.
 */
export interface ApiReply<T = unknown> {
  code: number
  msg: string
  data: T
  token?: string
  /** upload: the stored file's reference, which the feedback call's `file` field carries */
  file?: string
}

const API_TIMEOUT_MS = 10_000
export const TOKEN_KEY = 'token'
export const LANGUAGE_KEY = 'language'

export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY)
  } catch {
    return null
  }
}

export class ApiTimeoutError extends Error {}

export async function callApi<T = unknown>(
  path: `/api/${string}`,
  body: Record<string, unknown> | FormData,
  options: { locale: string; token?: string | null },
): Promise<ApiReply<T>> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS)
  const headers: Record<string, string> = { lang: options.locale }
  if (options.token) headers.UserToken = options.token
  if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json'
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers,
      body: body instanceof FormData ? body : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    })
    return (await response.json()) as ApiReply<T>
  } catch (error) {
    if (controller.signal.aborted) throw new ApiTimeoutError('timeout')
    throw error
  } finally {
    clearTimeout(timer)
  }
}
