import { describe, expect, it } from 'vitest'

import { addressGroup, clientAddress, normalizeAddress, parseTrustProxy } from '@/runtime/clientAddress.mjs'

const call = (headers: Record<string, string>) => new Request('http://site.test/api/user/login', { method: 'POST', headers })

describe('clientAddress', () => {
  it('uses the socket address and ignores forged headers when no proxy is trusted', () => {
    const trust = parseTrustProxy(undefined)
    const headers = { 'x-socket-address': '203.0.113.7', 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' }
    expect(clientAddress(call(headers), trust)).toBe('203.0.113.7')
  })

  it('reads IPv4-mapped socket addresses as IPv4', () => {
    expect(clientAddress(call({ 'x-socket-address': '::ffff:198.51.100.2' }), parseTrustProxy(''))).toBe('198.51.100.2')
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8::1')
    expect(normalizeAddress('192.0.2.1:8080')).toBe('192.0.2.1')
  })

  it('believes X-Forwarded-For from a trusted proxy, walking from the right past trusted hops', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 2001:db8::/32')
    const headers = { 'x-socket-address': '::ffff:10.0.0.5', 'x-forwarded-for': '9.9.9.9, 198.51.100.20, 10.1.2.3' }
    expect(clientAddress(call(headers), trust)).toBe('198.51.100.20')
    const v6 = { 'x-socket-address': '2001:db8::5', 'x-forwarded-for': '2001:db9::7' }
    expect(clientAddress(call(v6), trust)).toBe('2001:db9::7')
  })

  it('ignores X-Forwarded-For when the peer is not one of the trusted proxies', () => {
    const trust = parseTrustProxy('loopback')
    const headers = { 'x-socket-address': '198.51.100.20', 'x-forwarded-for': '1.2.3.4' }
    expect(clientAddress(call(headers), trust)).toBe('198.51.100.20')
    expect(clientAddress(call({ ...headers, 'x-socket-address': '::1' }), trust)).toBe('1.2.3.4')
    expect(clientAddress(call({ 'x-socket-address': '127.0.0.1', 'x-real-ip': '192.0.2.9' }), trust)).toBe('192.0.2.9')
  })

  it('counts hops when TRUST_PROXY is a number', () => {
    const headers = { 'x-socket-address': '10.0.0.1', 'x-forwarded-for': 'forged, 192.0.2.1, 10.0.0.2' }
    expect(clientAddress(call(headers), parseTrustProxy('1'))).toBe('10.0.0.2')
    expect(clientAddress(call(headers), parseTrustProxy('2'))).toBe('192.0.2.1')
    expect(clientAddress(call({ 'x-socket-address': '10.0.0.1' }), parseTrustProxy('2'))).toBe('10.0.0.1')
  })

  it('falls back to one shared "unknown" bucket without server.mjs unless a proxy is configured', () => {
    expect(clientAddress(call({ 'x-forwarded-for': '1.2.3.4' }), parseTrustProxy(undefined))).toBe('unknown')
    expect(clientAddress(call({ 'x-forwarded-for': '1.2.3.4, 5.6.7.8' }), parseTrustProxy('1'))).toBe('5.6.7.8')
  })

  it('refuses a TRUST_PROXY it cannot read', () => {
    expect(() => parseTrustProxy('proxy.example')).toThrow(/proxy\.example/)
  })
})

describe('addressGroup', () => {
  it('counts an IPv6 client by its /64 and an IPv4 client by its address', () => {
    expect(addressGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(addressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64')
    expect(addressGroup('2001:db8::7')).toBe('2001:db8:0:0::/64')
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
    expect(addressGroup('64:ff9b:1:2::192.0.2.1')).toBe('64:ff9b:1:2::/64')
    expect(addressGroup('198.51.100.20')).toBe('198.51.100.20')
    expect(addressGroup('13912345678')).toBe('13912345678')
    expect(addressGroup('unknown')).toBe('unknown')
  })
})
