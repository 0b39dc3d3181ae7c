import { isIP } from 'node:net'

import { normalizeAddress, parseTrustProxy } from '@/lib/settings.mjs'

/**
 * The client's address for rate limits and logs.
 *
 * `server.mjs` puts the TCP peer in `x-socket-address` on every request (replacing any client
 * value). Forwarding headers (`X-Forwarded-For`, `X-Real-IP`) are believed only when that peer is
 * a proxy named by `TRUST_PROXY`; by default nobody is trusted and the peer is the client, so a
 * forged header changes nothing. `TRUST_PROXY` is one of:
 * - a number N: the N nearest hops are proxies (the client is the Nth address from the right);
 * - a comma-separated list of addresses and CIDR ranges (IPv4 or IPv6) and/or `loopback`.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address'

type Trust = ReturnType<typeof parseTrustProxy>

// one reading of TRUST_PROXY: the start-up check (src/lib/settings.mjs) refuses what this cannot read
export { normalizeAddress, parseTrustProxy }

function isTrusted(trust: Trust, address: string): boolean {
  if (trust.kind !== 'addresses') return false
  const family = isIP(address)
  return family !== 0 && trust.list.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

let cached: { setting: string | undefined; trust: Trust } | undefined
function configuredTrust(): Trust {
  const setting = process.env.TRUST_PROXY
  if (!cached || cached.setting !== setting) cached = { setting, trust: parseTrustProxy(setting) }
  return cached.trust
}

/**
 * The address chain, nearest first: the socket peer, then X-Forwarded-For from the right (each
 * proxy appends the address it saw), or X-Real-IP when no X-Forwarded-For came.
 */
function chainOf(request: Pick<Request, 'headers'>, socket: string): string[] {
  const forwarded = request.headers.get('x-forwarded-for')
  const hops = forwarded
    ? forwarded.split(',').map(normalizeAddress).filter(Boolean).reverse()
    : [request.headers.get('x-real-ip')].filter((value): value is string => Boolean(value?.trim())).map(normalizeAddress)
  return [socket, ...hops]
}

export function clientAddress(request: Pick<Request, 'headers'>, trust: Trust = configuredTrust()): string {
  const socketHeader = request.headers.get(SOCKET_ADDRESS_HEADER)
  // Without server.mjs (plain `next start`, `next dev`) the peer is unknown; X-Forwarded-For may be
  // the client's own words, so it is believed only when TRUST_PROXY says a proxy is in front.
  if (!socketHeader) {
    return trust.kind === 'none' ? 'unknown' : pick(trust, chainOf(request, 'unknown'), true)
  }
  return pick(trust, chainOf(request, normalizeAddress(socketHeader)), false)
}

function pick(trust: Trust, chain: string[], peerTrusted: boolean): string {
  let client: string
  if (trust.kind === 'none' || chain.length === 1) client = chain[0]
  else if (trust.kind === 'hops') client = chain[Math.min(trust.hops, chain.length - 1)]
  else {
    let index = 0
    while (index < chain.length - 1 && ((index === 0 && peerTrusted) || isTrusted(trust, chain[index]))) index += 1
    client = chain[index]
  }
  return (client || 'unknown').slice(0, 64)
}
