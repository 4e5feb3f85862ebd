import net from 'node:net'
import { text } from 'node:stream/consumers'
import { SMTPServer, type SMTPServerAuthentication } from 'smtp-server'

export interface ReceivedEmail {
  envelopeTo: string[]
  /** The message as it arrived: headers and MIME body. */
  raw: string
}

export interface TestSmtpServerOptions {
  port?: number
  /** Runs before a message is accepted; the sender waits for it, as it would for a slow server. */
  beforeAccept?: () => Promise<void>
  /** Answers AUTH; without it, any client may send without logging in. */
  onAuth?: (auth: SMTPServerAuthentication) => Error | undefined
}

/** A real SMTP server on localhost that keeps what it receives, for tests of the outbox. */
export async function startTestSmtpServer({ port = 0, beforeAccept, onAuth }: TestSmtpServerOptions = {}) {
  const received: ReceivedEmail[] = []
  const server = new SMTPServer({
    logger: false,
    authOptional: !onAuth,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, callback) => {
      const error = onAuth?.(auth)
      if (error) callback(error)
      else callback(null, { user: auth.username })
    },
    onData: (stream, session, callback) => {
      text(stream)
        .then(async (raw) => {
          await beforeAccept?.()
          received.push({ envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address), raw })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as net.AddressInfo
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A port on which nothing listens, for a mail server that is down. */
export async function unusedPort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}
