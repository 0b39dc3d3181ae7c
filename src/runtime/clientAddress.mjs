// Plain JavaScript: the server (server.mjs) logs each request's client address with it, too.
import { isIP } from 'node:net'

import { normalizeAddress, parseTrustProxy } from './settings.mjs'

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

/** @typedef {ReturnType<typeof parseTrustProxy>} Trust */
/** @typedef {{ headers: { get(name: string): string | null } }} WithHeaders */

// one reading of TRUST_PROXY: the start-up check (src/runtime/settings.mjs) refuses what this cannot read
export { normalizeAddress, parseTrustProxy }

/** @param {Trust} trust @param {string} address */
function isTrusted(trust, address) {
  if (trust.kind !== 'addresses') return false
  const family = isIP(address)
  return family !== 0 && trust.list.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** @type {{ setting: string | undefined; trust: Trust } | undefined} */
let cached
/** TRUST_PROXY as read now (tests change it while running). @returns {Trust} */
export function configuredTrust() {
  const setting = process.env.TRUST_PROXY
  if (!cached || cached.setting !== setting) cached = { setting, trust: parseTrustProxy(setting) }
  return cached.trust
}

/**
 * The address chain, nearest first: the socket peer, then X-Forwarded-For from the right (each
 * proxy appends the address it saw), or X-Real-IP when no X-Forwarded-For came.
 */
/** @param {WithHeaders} request @param {string} socket @returns {string[]} */
function chainOf(request, socket) {
  const forwarded = request.headers.get('x-forwarded-for')
  const realIp = request.headers.get('x-real-ip')?.trim()
  const hops = forwarded ? forwarded.split(',').map(normalizeAddress).filter(Boolean).reverse() : realIp ? [normalizeAddress(realIp)] : []
  return [socket, ...hops]
}

/** @param {WithHeaders} request @param {Trust} [trust] @returns {string} */
export function clientAddress(request, trust = configuredTrust()) {
  const socketHeader = request.headers.get(SOCKET_ADDRESS_HEADER)
  // Without server.mjs (plain `next start`, `next dev`) the peer is unknown; X-Forwarded-For may be
  // the client's own words, so it is believed only when TRUST_PROXY says a proxy is in front.
  if (!socketHeader) {
    return trust.kind === 'none' ? 'unknown' : pick(trust, chainOf(request, 'unknown'), true)
  }
  return pick(trust, chainOf(request, normalizedPeer(socketHeader)), false)
}

/**
 * The same for a request as Node's HTTP server hands it over (server.mjs and the modules it runs
 * before Next): its headers by lower-case name, `x-socket-address` among them.
 * @param {{ headers: Record<string, string | string[] | undefined> }} request
 * @param {Trust} [trust]
 */
export const clientAddressOf = (request, trust = configuredTrust()) =>
  clientAddress({ headers: { get: (name) => request.headers[name.toLowerCase()]?.toString() ?? null } }, trust)

let lastPeer = ''
let lastPeerNormalized = ''
/** The socket's address normalized, remembered for the next request: most come on a connection kept alive. @param {string} raw */
function normalizedPeer(raw) {
  if (raw !== lastPeer) {
    lastPeerNormalized = normalizeAddress(raw)
    lastPeer = raw
  }
  return lastPeerNormalized
}

/** @param {Trust} trust @param {string[]} chain @param {boolean} peerTrusted @returns {string} */
function pick(trust, chain, peerTrusted) {
  let client
  if (trust.kind === 'none' || chain.length === 1) client = chain[0]
  else if (trust.kind === 'hops') client = chain[Math.min(trust.hops, chain.length - 1)]
  else {
    let index = 0
    while (index < chain.length - 1 && ((index === 0 && peerTrusted) || isTrusted(trust, chain[index]))) index += 1
    client = chain[index]
  }
  return (client || 'unknown').slice(0, 64)
}

/**
 * Whether the peer that opened the connection is a proxy TRUST_PROXY names: only then are its
 * forwarding headers (and its X-Request-Id) believed.
 * @param {string} socketAddress @param {Trust} [trust] @returns {boolean}
 */
export function peerIsTrustedProxy(socketAddress, trust = configuredTrust()) {
  if (trust.kind === 'hops') return trust.hops > 0
  return isTrusted(trust, normalizeAddress(socketAddress))
}

/**
 * What the per-address limits count an address as: an IPv4 address itself, an IPv6 address by its
 * /64 (`2001:db8:1:2::/64`), the least a provider gives one customer, who could otherwise take a
 * fresh address from it for every request.
 * @param {string} address @returns {string}
 */
export function addressGroup(address) {
  const plain = address.replace(/%.*$/, '')
  if (isIP(plain) !== 6) return address
  const groupsIn = (/** @type {string} */ part) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []
  const [head, tail] = plain.split('::')
  const groups =
    tail === undefined
      ? groupsIn(head)
      : [...groupsIn(head), ...Array(8 - groupsIn(head).length - groupsIn(tail).length).fill('0'), ...groupsIn(tail)]
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}
