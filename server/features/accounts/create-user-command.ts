import { parseArgs } from 'node:util'
import { z } from 'zod'
import { ConfigError, loadConfig } from '../../config.ts'
import { openDatabase } from '../../db/database.ts'
import { AccountTakenError, createAccount } from './members.ts'
import { passwordHasher } from './password-hashing.ts'

const usage = `Usage: npm run user:create -- --username U --password P --role admin|user --email E --first-name F --last-name L [--tier Silver|Gold|Platinum|Diamond] [--points N]`

/**
 * `npm run user:create`: makes an account on the database the configuration points to, as a new deployment gets its
 * first administrator.
 */
async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      tier: { type: 'string' },
      points: { type: 'string' },
    },
    strict: true,
  })
  const config = loadConfig()
  const database = await openDatabase(config.database)
  try {
    await database.migrate()
    const member = await createAccount(database.db, passwordHasher(config.accounts.passwordHashCost), {
      username: values.username ?? '',
      password: values.password ?? '',
      userType: (values.role ?? '') as 'user',
      email: values.email ?? '',
      firstName: values['first-name'] ?? '',
      lastName: values['last-name'] ?? '',
      tier: values.tier,
      points: values.points,
    })
    process.stdout.write(
      `Created ${member.userType === 'admin' ? 'administrator' : 'member'} "${member.username}" (${member.memberId}, ${member.tier}, ${member.pointsBalance} points).\n`,
    )
  } finally {
    await database.close()
  }
}

function explain(error: unknown): string {
  if (error instanceof z.ZodError) {
    const flag = (path: PropertyKey | undefined) =>
      ({ userType: 'role', firstName: 'first-name', lastName: 'last-name' })[String(path)] ?? String(path)
    return error.issues.map((issue) => `--${flag(issue.path[0])}: ${issue.message}`).join('\n')
  }
  if (error instanceof AccountTakenError || error instanceof ConfigError) return error.message
  if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
    return `${error.message}\n${usage}`
  }
  return error instanceof Error ? error.message : String(error)
}

try {
  await main(process.argv.slice(2))
} catch (error) {
  process.stderr.write(`${explain(error)}\nNo account was created.\n`)
  process.exit(1)
}
