import { runCommand } from '../../test/run-command.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.ts'
import { createServerDatabase, type ServerDatabase } from '../../test/test-database.ts'
import { findMemberByUsername } from './members.ts'
import { passwordHasher } from './password-hashing.ts'

function userCreate(env: Record<string, string>, args: string[]) {
  return runCommand('server/features/accounts/create-user-command.ts', args, env)
}

function adminArgs(username = 'FirstMate', email = 'mate@example.com') {
  return [
    ...['--username', username, '--password', 'Harbour-Lights-9', '--role', 'admin', '--email', email],
    ...['--first-name', 'Fran', '--last-name', 'Mate'],
  ]
}

describe('npm run user:create', { timeout: 90_000 }, () => {
  let target: ServerDatabase

  beforeAll(async () => {
    target = await createServerDatabase()
  })
  afterAll(async () => {
    await target?.remove()
  })

  it('creates an account on the configured database, migrating it first', async () => {
    const member = await userCreate(target.env, [
      '--username',
      'deckhand',
      '--password',
      'Salt-Spray-2026',
      '--role',
      'user',
      '--email',
      'deckhand@example.com',
      '--first-name',
      'Dee',
      '--last-name',
      'Hand',
      '--tier',
      'premium',
      '--points',
      '150',
    ])
    expect(member).toMatchObject({ code: 0, stderr: '' })
    expect(member.stdout).toMatch(/^Created member "deckhand" \(MYC-\d{5}, Diamond, 150 points\)\.\n$/)
    const created = await userCreate(target.env, adminArgs())
    expect(created.code).toBe(0)
    expect(created.stdout).toContain('Created administrator "FirstMate"')

    let database: Database | undefined
    try {
      database = await target.open()
      const row = await findMemberByUsername(database.db, 'firstmate')
      expect(row).toMatchObject({ userType: 'admin', email: 'mate@example.com', tier: 'Silver', pointsBalance: 0 })
      const hasher = passwordHasher({ memoryKib: 1024, iterations: 1 })
      expect(await hasher.verify(row?.passwordHash, 'Harbour-Lights-9')).toBe(true)
    } finally {
      await database?.close()
    }
  })

  it('refuses a username or e-mail address that is taken, whatever its case', async () => {
    const sameName = await userCreate(target.env, adminArgs('FIRSTMATE', 'x@example.com'))
    expect(sameName.code).toBe(1)
    expect(sameName.stderr).toBe('That username is already taken.\nNo account was created.\n')
    const sameEmail = await userCreate(target.env, adminArgs('other', 'MATE@example.com'))
    expect(sameEmail.code).toBe(1)
    expect(sameEmail.stderr).toBe('That e-mail address is already in use.\nNo account was created.\n')
  })

  it('names every bad option and creates nothing', async () => {
    const bad = await userCreate(target.env, [
      '--username',
      'x',
      '--password',
      'weak',
      '--role',
      'captain',
      '--email',
      'nope',
      '--first-name',
      'A',
      '--last-name',
      'B',
      '--points=-5',
    ])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('--username: Username must be at least 3 characters long.')
    expect(bad.stderr).toContain('--password: Password must be at least 10 characters long.')
    expect(bad.stderr).toContain('--role: must be one of user, admin')
    expect(bad.stderr).toContain('--email: Please enter a valid email address.')
    expect(bad.stderr).toContain('--points: Points cannot be negative.')
    expect(bad.stderr).toContain('No account was created.')

    const unknown = await userCreate(target.env, ['--captain'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain("Unknown option '--captain'")
    expect(unknown.stderr).toContain('Usage: npm run user:create -- --username U')
  })
})
