import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, Db } from '../db/database.ts'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
    db: Db
  }
}

/** Makes the open database available to every route, and closes it once the server has finished its last request. */
async function databasePlugin(app: FastifyInstance, options: { database: Database }) {
  app.decorate('database', options.database)
  app.decorate('db', options.database.db)
  app.addHook('onClose', async () => {
    await options.database.close()
  })
}

export default fp(databasePlugin, { name: 'database' })
