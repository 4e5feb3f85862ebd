import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a route goes on with once it has answered, so that the answer does not wait for it, nor show its cost. */
    afterAnswer: {
      /** Starts `work` once the answer has gone (the client has it); a failure is logged with its request. */
      run(reply: FastifyReply, what: string, work: () => Promise<unknown>): void
      /** Resolves once all the work started so far has ended. */
      settled(): Promise<void>
    }
  }
}

/** Registered after the database, so that closing the app lets the last of the work finish before the database closes. */
async function afterAnswer(app: FastifyInstance) {
  const running = new Set<Promise<unknown>>()

  async function settled() {
    await Promise.allSettled(running)
  }

  app.decorate('afterAnswer', {
    run(reply, what, work) {
      // Not at once: `send` returns before the onSend hooks have written the answer, and embedded PGlite runs its
      // queries on this very thread, so the work could still delay the answer.
      const answered = new Promise<void>((resolve) => {
        if (reply.raw.writableFinished) resolve()
        reply.raw.once('finish', resolve).once('close', resolve)
      })
      const started = answered
        .then(work)
        .catch((error: unknown) => reply.log.error({ err: error }, `Could not ${what}`))
      running.add(started)
      void started.finally(() => running.delete(started))
    },
    settled,
  })
  app.addHook('onClose', settled)
}

export default fp(afterAnswer, { name: 'after-answer', dependencies: ['database'] })
