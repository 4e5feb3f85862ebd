import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

/** A message as the outbox hands it to a transport. */
export interface OutgoingEmail {
  /** The outbox row's id: it makes the Message-ID, so a receiver can recognise a message sent twice. */
  id: string
  to: string
  subject: string
  text: string
  html: string | null
  attachments?: readonly { filename: string; contentType: string; content: Buffer }[]
}

export interface MailTransport {
  /** Resolves once the mail server has accepted the message (or it is in the outbox folder); rejects otherwise. */
  send(message: OutgoingEmail): Promise<void>
}

interface Logger {
  info(object: object, message: string): void
}

export interface MailTransportOptions {
  /** `smtp://` or `smtps://`, possibly with credentials; without it, messages go to `outboxDir`. */
  smtpUrl: string | undefined
  from: string
  outboxDir: string
  logger: Logger
}

/** Well below the outbox lease, so a message is never still being sent when another instance may take it. */
export const SEND_TIMEOUT_MS = 60_000

const SHORT_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

export function createMailTransport({ smtpUrl, from, outboxDir, logger }: MailTransportOptions): MailTransport {
  const domain = /@([^@\s<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
  const mail = (message: OutgoingEmail) => ({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
    messageId: `<${message.id}@${domain}>`,
  })

  if (smtpUrl) {
    const transporter = nodemailer.createTransport({ url: smtpUrl, ...SHORT_TIMEOUTS })
    return {
      async send(message) {
        try {
          await transporter.sendMail({ ...mail(message), signal: AbortSignal.timeout(SEND_TIMEOUT_MS) })
        } catch (error) {
          // eslint-disable-next-line preserve-caught-error -- the original error may quote the SMTP password
          throw new Error(withoutCredentials(error instanceof Error ? error.message : String(error), smtpUrl))
        }
      },
    }
  }

  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(message) {
      const { message: eml } = await composer.sendMail(mail(message))
      await mkdir(outboxDir, { recursive: true })
      const file = path.join(outboxDir, `${new Date().toISOString().replaceAll(':', '-')}-${message.id}.eml`)
      await writeFile(file, eml)
      logger.info(
        { to: message.to, subject: message.subject, links: linksIn(message.text), file },
        'E-mail written to the outbox folder (SMTP_URL is not set)',
      )
    },
  }
}

/** The links a developer needs to follow, such as a password-reset link; the rest of the body stays out of the log. */
export function linksIn(text: string): string[] {
  return (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => link.replace(/[.,;:!?')\]]+$/, ''))
}

/** A mail server's answer may quote what it was sent; the SMTP password must never reach the database or the logs. */
function withoutCredentials(message: string, smtpUrl: string): string {
  const { password } = new URL(smtpUrl)
  let safe = message
  for (const secret of [password, safeDecode(password)]) {
    if (secret) safe = safe.replaceAll(secret, '[REDACTED]')
  }
  return safe
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
