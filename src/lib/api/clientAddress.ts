/**
 * The client's address for rate limits and logs. Next.js fills X-Forwarded-For with the socket
 * address when no proxy set it; a reverse proxy appends the address it saw, so the last entry is
 * the one a client cannot choose (the first ones may be forged).
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')
  const last = forwarded?.split(',').pop()?.trim()
  return (last || request.headers.get('x-real-ip')?.trim() || 'unknown').slice(0, 64)
}
