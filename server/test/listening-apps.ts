import type { FastifyInstance } from 'fastify'
import { afterEach } from 'vitest'

/**
 * Puts apps on real ports for a test and closes them after it, last opened first: a second instance shares the
 * database that the first one drops when it closes.
 */
export function listeningApps() {
  const running: FastifyInstance[] = []
  afterEach(async () => {
    for (const app of running.splice(0).reverse()) await app.close()
  })
  return async function listening<App extends FastifyInstance>(app: App): Promise<App> {
    running.push(app)
    await app.listen({ host: '127.0.0.1', port: 0 })
    return app
  }
}
