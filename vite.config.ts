import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import type { ChunkingContext } from 'rolldown'
import { defineConfig } from 'vite'

const frameworkModule = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]/
const routeModule = /[\\/]web[\\/](root\.tsx|routes[\\/])/
const shellRoute = /[\\/]web[\\/](root\.tsx|routes[\\/]site-layout\.tsx)$/

/** 'framework' or 'shell' for a module every page loads; null leaves the module to the bundler's own splitting. */
function pageShellChunk(id: string, context: ChunkingContext): string | null {
  if (frameworkModule.test(id)) return 'framework'
  return !routeModule.test(id) && importedByShell(id, context, new Set()) ? 'shell' : null
}

/** Whether the root or the site layout imports the module, directly or through other static imports. */
function importedByShell(id: string, context: ChunkingContext, seen: Set<string>): boolean {
  if (seen.has(id)) return false
  seen.add(id)
  const importers = context.getModuleInfo(id)?.importers ?? []
  return importers.some((importer) => shellRoute.test(importer) || importedByShell(importer, context, seen))
}

const publicUrl = new URL(process.env.PUBLIC_URL || 'http://localhost:3000').href.replace(/\/$/, '')
const apiPort = process.env.API_PORT || '3001'
const apiBaseUrl = process.env.API_BASE_URL || '/api'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    'import.meta.env.PUBLIC_URL': JSON.stringify(publicUrl),
    'import.meta.env.API_BASE_URL': JSON.stringify(apiBaseUrl.replace(/\/$/, '')),
  },
  build: {
    rolldownOptions: {
      output: {
        // Every page loads React and React Router, and the root and site layout with everything they import: as two
        // chunks instead of some thirty small files, which on a slow phone connection cost a round trip each.
        codeSplitting: { groups: [{ name: pageShellChunk }] },
      },
    },
  },
  server: {
    proxy: { '/api': { target: `http://localhost:${apiPort}`, ws: true } },
  },
})
