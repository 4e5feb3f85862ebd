import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The server runs from source (tsx) and compiled (build/dist), so files are found from the project root. */
function findProjectRoot(start: string): string {
  let directory = start
  while (!existsSync(path.join(directory, 'package-lock.json'))) {
    const parent = path.dirname(directory)
    if (parent === directory) throw new Error(`No package-lock.json above ${start}`)
    directory = parent
  }
  return directory
}

const root = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)))
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }

export const project = {
  root,
  version: packageJson.version,
  migrationsDir: path.join(root, 'server', 'db', 'migrations'),
  webBuildDir: path.join(root, 'build', 'client'),
}
