import { createServer, type AddressInfo, type Socket } from 'node:net'

/** One message the stand-in accepted: its envelope's recipients and its raw text. */
interface ReceivedMail {
  to: string[]
  data: string
}

/**
 * A mail server on a loopback port that speaks just enough SMTP (RFC 5321) for nodemailer: it
 * accepts every message, or, while `refusing`, answers every connection with 421 (service not
 * available, try later), as a server that is down for maintenance does. A recipient at
 * `refused.example` is refused with 550, as a server does for an unknown mailbox.
 */
export interface SmtpStandIn {
  port: number
  received: ReceivedMail[]
  refusing: boolean
  close: () => Promise<void>
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const sockets = new Set<Socket>()
  const standIn: SmtpStandIn = { port: 0, received: [], refusing: false, close: async () => undefined }

  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    if (standIn.refusing) {
      socket.end('421 4.3.2 Service not available, closing transmission channel\r\n')
      return
    }
    socket.setEncoding('utf8')
    socket.write('220 stand-in ESMTP\r\n')
    let pending = ''
    let message: ReceivedMail = { to: [], data: '' }
    let inData = false
    socket.on('data', (chunk: string) => {
      pending += chunk
      for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end)
        pending = pending.slice(end + 2)
        if (inData) {
          if (line === '.') {
            standIn.received.push(message)
            message = { to: [], data: '' }
            inData = false
            socket.write('250 2.0.0 accepted\r\n')
          } else message.data += `${line.startsWith('..') ? line.slice(1) : line}\n`
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        const recipient = /^RCPT TO:\s*<([^>]*)>/i.exec(line)
        if (recipient && /@refused\.example$/i.test(recipient[1])) socket.write('550 5.1.1 no such mailbox\r\n')
        else if (recipient) {
          message.to.push(recipient[1])
          socket.write('250 2.1.5 OK\r\n')
        } else if (verb === 'EHLO' || verb === 'HELO') socket.write('250 stand-in\r\n')
        else if (verb === 'DATA') {
          inData = true
          socket.write('354 end data with <CR><LF>.<CR><LF>\r\n')
        } else if (verb === 'QUIT') socket.end('221 2.0.0 bye\r\n')
        else socket.write('250 2.0.0 OK\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  standIn.port = (server.address() as AddressInfo).port
  standIn.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
    })
  return standIn
}
