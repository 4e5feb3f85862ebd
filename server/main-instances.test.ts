import os from 'node:os'
import path from 'node:path'
import { readFile, writeFile } from 'node:fs/promises'
import { describe, expect, inject, it, vi } from 'vitest'
import { createAccount } from './features/accounts/members.ts'
import { passwordHasher } from './features/accounts/password-hashing.ts'
import { spawnServer } from './test/server-process.ts'
import { health, logInOver, useServerProcesses } from './test/server-processes.ts'

// Every test here starts server processes through tsx; on a busy 2-core machine that alone can take half a minute.
vi.setConfig({ testTimeout: 180_000 })

const { start, serverDatabase } = useServerProcesses()

const sharedAccount = { username: 'shared', password: 'Harbour-Lights-9' }

describe('several instances', () => {
  if (inject('testDatabaseTemplate').driver === 'postgres') {
    it('on one PostgreSQL database, start together and all serve', async () => {
      const database = await serverDatabase()
      const servers = await Promise.all([start(database.env), start(database.env), start(database.env)])
      for (const server of servers) {
        expect(await health(server.url)).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } })
      }

      const direct = await database.open()
      try {
        await createAccount(direct.db, passwordHasher({ memoryKib: 1024, iterations: 1 }), {
          ...sharedAccount,
          userType: 'user',
          email: 'shared@example.com',
          firstName: 'Sam',
          lastName: 'Shared',
        })
      } finally {
        await direct.close()
      }
      const [first, second] = servers.map((server) => server.url)
      const login = await logInOver(String(first), sharedAccount)
      expect(login.status).toBe(200)
      const cookie =
        login.headers
          .getSetCookie()
          .find((line) => line.startsWith('myc_session='))
          ?.split(';')[0] ?? ''
      const elsewhere = await fetch(`${second}/api/validate-user/current-user/`, { headers: { cookie } })
      expect(elsewhere.status).toBe(200)
      expect(await elsewhere.json()).toMatchObject({ username: 'shared' })
    })
  } else {
    it('on one embedded data folder, the second refuses to start and the first keeps serving', async () => {
      const database = await serverDatabase()
      const first = await start(database.env)
      const second = spawnServer(database.env)
      expect(await second.exited).toBe(1)
      const fatal = second.logs().find((line) => line.level === 60)
      expect(fatal?.msg).toContain(
        `is in use by another running server (pid ${first.child.pid} on host ${os.hostname()})`,
      )
      expect(await health(first.url)).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } })
    })

    it('on one embedded data folder, a server killed with SIGKILL is replaced at once', async () => {
      const database = await serverDatabase()
      const lockFile = path.join(database.env.DATA_DIR ?? '', 'server.lock')
      const killed = await start(database.env)
      expect(await health(killed.url)).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } })
      await killed.stop('SIGKILL')
      // The killed server could not remove its lock; the next one must see its process is gone instead of waiting.
      expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: killed.child.pid })

      const next = await start(database.env)
      expect(await health(next.url)).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } })
      expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: next.child.pid, host: os.hostname() })
    })

    it('on one embedded data folder, a server whose lock another process takes stops at once with exit code 1', async () => {
      const database = await serverDatabase()
      const lockFile = path.join(database.env.DATA_DIR ?? '', 'server.lock')
      const server = await start(database.env)
      const taker = { pid: process.pid, host: os.hostname(), token: 'taker', startedAt: new Date().toISOString() }
      await writeFile(lockFile, JSON.stringify(taker))

      expect(await server.exited).toBe(1)
      const fatal = server.logs().find((line) => line.level === 60)
      expect(fatal?.msg).toBe(
        `Lost the lock on DATA_DIR ${database.env.DATA_DIR}: another process took it; stopping to protect the data`,
      )
      expect(server.logs().some((line) => line.msg === 'Stopped cleanly')).toBe(false)
    })
  }
})
