import { afterEach } from 'vitest'
import { type ServerDatabase, createServerDatabase } from './test-database.ts'
import { type ServerEntry, type ServerProcess, startServer } from './server-process.ts'

/**
 * Server processes and databases a test file starts, each stopped or removed after its test. Call once at the top of a
 * test file that starts real servers.
 */
export function useServerProcesses() {
  const running: ServerProcess[] = []
  const databases: ServerDatabase[] = []

  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')))
    await Promise.all(databases.splice(0).map((database) => database.remove()))
  })

  return {
    async start(env: Record<string, string>, entry: ServerEntry = 'source') {
      const server = await startServer(env, entry)
      running.push(server)
      return server
    },
    async serverDatabase() {
      const database = await createServerDatabase()
      databases.push(database)
      return database
    },
  }
}

export function logInOver(url: string, credentials: { username: string; password: string }) {
  return fetch(`${url}/api/validate-user/validate-user/`, { method: 'POST', body: new URLSearchParams(credentials) })
}

export async function health(url: string) {
  const response = await fetch(`${url}/api/health`)
  return { status: response.status, body: await response.json() }
}
