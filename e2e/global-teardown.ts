import { rm } from 'node:fs/promises'

export default async function globalTeardown() {
  if (process.env.E2E_DATA_DIR) await rm(process.env.E2E_DATA_DIR, { recursive: true, force: true })
}
