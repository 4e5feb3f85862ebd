import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/database.ts'
import { createAccount } from '../server/features/accounts/members.ts'
import { passwordHasher } from '../server/features/accounts/password-hashing.ts'
import { tokenDigest } from '../server/features/accounts/secret-tokens.ts'
import { createSession } from '../server/features/accounts/sessions.ts'

/**
 * Makes `RACERS` members with a session each, on the database the environment points to, and prints their session
 * cookies as JSON: the contention run's crowd. They never log in by password, so their hashes are the cheapest.
 */
const count = Number(process.env.RACERS ?? 200)
const config = loadConfig(process.env)
const database = await openDatabase(config.database)
try {
  await database.migrate()
  const hasher = passwordHasher({ memoryKib: 1024, iterations: 1 })
  const cookies: string[] = []
  for (let index = 1; index <= count; index++) {
    const member = await createAccount(database.db, hasher, {
      username: `racer-${index}`,
      password: `Racer-Password-${index}!`,
      userType: 'user',
      email: `racer-${index}@example.com`,
      firstName: 'Rae',
      lastName: `Racer ${index}`,
      tier: 'Gold',
      points: 5000,
    })
    const { token } = await createSession(
      database.db,
      (raw) => tokenDigest(config.sessionSecret, raw),
      config.accounts.sessions,
      { memberId: member.id, userAgent: 'bench', clientIp: '127.0.0.1' },
    )
    cookies.push(`myc_session=${token}`)
  }
  process.stdout.write(JSON.stringify(cookies))
} finally {
  await database.close()
}
