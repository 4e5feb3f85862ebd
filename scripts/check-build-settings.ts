import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Refuses a production build without PUBLIC_URL: every page is prerendered with its canonical and sharing links, so a
 * build without it would point search engines and shared links at http://localhost:3000. Runs before Vite, which sets
 * NODE_ENV itself and so cannot tell a production build from a local one.
 */
export function buildSettingsProblem(env: NodeJS.ProcessEnv): string | null {
  if (env.NODE_ENV !== 'production' || env.PUBLIC_URL) return null
  return (
    'PUBLIC_URL must be set to build for production (NODE_ENV=production): the pages are prerendered with links to ' +
    'it. Run PUBLIC_URL=https://your.club.example npm run build.'
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problem = buildSettingsProblem(process.env)
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}
