import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { runPeriodically } from '../../plugins/periodic-task.ts'
import {
  createScheduledWork,
  FINISHED_WORK_KEPT_DAYS,
  forgetFinishedWork,
  type ScheduledWork,
} from './scheduled-work.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Work done at a time by whichever instance gets there first (decision 21); features register their kinds. */
    scheduledWork: Pick<ScheduledWork, 'handle' | 'runDue'>
  }
}

export interface ScheduledWorkPluginOptions {
  now: () => Date
  pollMs: number
}

/** Every instance polls once it is ready, and stops before the database closes. */
async function scheduledWorkPlugin(app: FastifyInstance, { now, pollMs }: ScheduledWorkPluginOptions) {
  const work = createScheduledWork({
    db: app.db,
    logger: app.log,
    now,
    pollMs,
    afterWork: () => app.emailOutbox.kick(),
  })
  app.decorate('scheduledWork', { handle: work.handle, runDue: work.runDue })
  app.addHook('onReady', async () => work.start())
  runPeriodically(app, 60 * 60 * 1000, 'forget finished scheduled work', async () => {
    await forgetFinishedWork(app.db, new Date(now().getTime() - FINISHED_WORK_KEPT_DAYS * 24 * 60 * 60 * 1000))
  })
  app.addHook('onClose', async () => work.stop())
}

export default fp(scheduledWorkPlugin, { name: 'scheduled-work', dependencies: ['database', 'email'] })
