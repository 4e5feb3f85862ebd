import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createMailTransport } from './mail-transport.ts'
import { createOutboxWorker, type OutboxWorker } from './outbox-worker.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** After a transaction that enqueued an e-mail commits, `kick()` sends it without waiting for the next poll. */
    emailOutbox: Pick<OutboxWorker, 'kick'>
  }
}

export interface EmailPluginOptions {
  smtpUrl: string | undefined
  from: string
  outboxDir: string
  pollMs: number
}

/** Sends the outbox while the app runs: from when it is ready until it closes, after its last request. */
async function emailPlugin(app: FastifyInstance, { smtpUrl, from, outboxDir, pollMs }: EmailPluginOptions) {
  const transport = createMailTransport({ smtpUrl, from, outboxDir, logger: app.log })
  const worker = createOutboxWorker({ db: app.db, transport, logger: app.log, pollMs })
  app.decorate('emailOutbox', { kick: worker.kick })
  app.addHook('onReady', async () => worker.start())
  app.addHook('onClose', async () => worker.stop())
}

export default fp(emailPlugin, { name: 'email', dependencies: ['database'] })
