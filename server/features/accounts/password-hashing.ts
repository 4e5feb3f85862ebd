import { hash, parseOptions, verify } from '@node-rs/argon2'

export interface PasswordHashCost {
  memoryKib: number
  iterations: number
}

/**
 * Argon2id password hashes in PHC format (the salt and cost travel inside the hash). An account without a password,
 * and an unknown account, are checked against a stand-in hash, so every failed sign-in costs the same time.
 */
export function passwordHasher(cost: PasswordHashCost) {
  const options = { memoryCost: cost.memoryKib, timeCost: cost.iterations, parallelism: 1 }
  let standIn: Promise<string> | undefined

  return {
    hash: (password: string) => hash(password, options),

    async verify(storedHash: string | null | undefined, password: string): Promise<boolean> {
      if (!storedHash) {
        standIn ??= hash('a password nobody has', options)
        await verify(await standIn, password)
        return false
      }
      return verify(storedHash, password).catch(() => false)
    },

    /** Whether a hash was made with another cost than today's, so it should be replaced at the next sign-in. */
    needsRehash(storedHash: string): boolean {
      const made = parseOptions(storedHash)
      return made.memoryCost !== cost.memoryKib || made.timeCost !== cost.iterations
    },
  }
}

export type PasswordHasher = ReturnType<typeof passwordHasher>
