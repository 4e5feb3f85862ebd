import { describe, expect, it } from 'vitest'
import { runCommand } from '../server/test/run-command.ts'
import { buildSettingsProblem } from './check-build-settings.ts'

describe('the build settings', () => {
  it('refuse a production build without PUBLIC_URL, saying how to give it', () => {
    expect(buildSettingsProblem({ NODE_ENV: 'production' })).toMatch(/^PUBLIC_URL must be set .* npm run build\.$/)
    expect(buildSettingsProblem({ NODE_ENV: 'production', PUBLIC_URL: 'https://club.example.com' })).toBeNull()
    expect(buildSettingsProblem({})).toBeNull()
  })

  it('stop npm run build before anything is built', async () => {
    const refused = await runCommand('scripts/check-build-settings.ts', [], { NODE_ENV: 'production' })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('PUBLIC_URL must be set')

    const local = await runCommand('scripts/check-build-settings.ts', [], { NODE_ENV: 'development' })
    expect(local.code).toBe(0)
  })
})
