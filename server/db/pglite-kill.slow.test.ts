import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from './database.ts'
import { brochureRequests } from '../features/visitors/visitor-tables.ts'
import { type Answer, BROCHURE_PATH, brochureRequest, callApi, printFigures } from '../test/fault-load.ts'
import { type ServerProcess, startServer } from '../test/server-process.ts'
import { testPasswordHashEnv } from '../test/test-app.ts'

/**
 * The embedded database killed mid-write: a server on a data folder takes visitor forms from several clients at once
 * and is killed with SIGKILL while they are still coming, twice over. Each time the next server opens the same
 * folder at once (the dead one's lock does not hold it), and every form that was answered 200 is in it.
 */

vi.setConfig({ testTimeout: 600_000 })

const KILLS = 2
const WRITERS = 4
/** How many forms each round has answered before the kill; the writers are still sending when it comes. */
const ANSWERED_BEFORE_KILL = 30

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe('the embedded database killed mid-write', () => {
  it('opens again after each SIGKILL and holds every write it acknowledged', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-pglite-kill-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const env = { DATA_DIR: dataDir, FORM_RATE_LIMIT_MAX: '1000000', ...testPasswordHashEnv }
    const answers: Array<{ name: string; answer: Answer }> = []
    let inFlightAtKill = 0

    for (let round = 0; round < KILLS; round++) {
      const server: ServerProcess = await startServer(env)
      cleanups.push(() => server.stop('SIGKILL'))
      let killed = false
      const writers = Array.from({ length: WRITERS }, async (_, writer) => {
        for (let index = 0; !killed; index++) {
          const name = `Round ${round} writer ${writer} form ${index}`
          const sent = callApi(server.url, 'POST', BROCHURE_PATH, { body: brochureRequest(name) })
          answers.push({ name, answer: await sent })
        }
      })
      const answeredThisRound = () => answers.filter(({ name }) => name.startsWith(`Round ${round} `)).length
      while (answeredThisRound() < ANSWERED_BEFORE_KILL) await new Promise((resolve) => setTimeout(resolve, 20))
      inFlightAtKill += WRITERS
      killed = true
      expect(await server.stop('SIGKILL')).toBeNull()
      await Promise.all(writers)
    }

    // One more start proves the folder opens after the last kill too; then it is read directly.
    const last = await startServer(env)
    expect(await last.stop('SIGTERM')).toBe(0)
    const database = await openDatabase({ driver: 'pglite', dataDir })
    cleanups.push(() => database.close())
    const stored = new Set(
      (await database.db.select({ name: brochureRequests.visitorName }).from(brochureRequests)).map((row) => row.name),
    )
    const acknowledged = answers.filter(({ answer }) => answer.status === 200).map(({ name }) => name)
    const lost = acknowledged.filter((name) => !stored.has(name))
    const unanswered = answers.filter(({ answer }) => answer.status === 0)
    const landedUnanswered = unanswered.filter(({ name }) => stored.has(name)).length
    printFigures('Embedded database killed mid-write', {
      'requests made': answers.length,
      'answered 200': acknowledged.length,
      'cut off by the kill (no answer)': unanswered.length,
      'of those, landed anyway': landedUnanswered,
      'in flight at the kills': inFlightAtKill,
      'faults injected': KILLS,
      'records lost': lost.length,
    })
    expect(lost).toEqual([])
    expect(answers.filter(({ answer }) => answer.status !== 200 && answer.status !== 0)).toEqual([])
    expect(stored.size).toBe(acknowledged.length + landedUnanswered)
  })
})
