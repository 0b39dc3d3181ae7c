import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * A mail server on a loopback port speaking the part of SMTP (RFC 5321) that nodemailer uses for a
 * plain, unauthenticated send. It refuses recipients at `refused.example` with 550, as a server
 * does for an unknown mailbox, and keeps the messages it accepted.
 */
export async function startSmtpStandIn() {
  const accepted: string[] = []
  const server = createServer((socket) => {
    let buffered = ''
    let inData = false
    let message = ''
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 stand-in ESMTP')
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8')
      let end: number
      while ((end = buffered.indexOf('\r\n')) !== -1) {
        const line = buffered.slice(0, end)
        buffered = buffered.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            accepted.push(message)
            message = ''
            reply('250 queued')
          } else message += `${line}\n`
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') reply('250 stand-in')
        else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 ok')
        else if (verb === 'RCPT') reply(/@refused\.example>/i.test(line) ? '550 no such mailbox' : '250 ok')
        else if (verb === 'DATA') {
          inData = true
          reply('354 end with .')
        } else if (verb === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('502 not implemented')
      }
    })
    socket.on('error', () => socket.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
