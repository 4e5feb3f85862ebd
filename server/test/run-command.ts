import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { project } from '../project.ts'
import { testPasswordHashEnv } from './test-app.ts'

/** Runs one of the project's command-line scripts as an operator would, with only `env` set; answers what it said. */
export async function runCommand(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(project.root, script), ...args], {
    cwd: project.root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...testPasswordHashEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const [code] = (await once(child, 'close')) as [number | null]
  return { code, stdout, stderr }
}
