import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const publicUrl = new URL(process.env.PUBLIC_URL || 'http://localhost:3000').href.replace(/\/$/, '')
const apiPort = process.env.API_PORT || '3001'
const apiBaseUrl = process.env.API_BASE_URL || '/api'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    'import.meta.env.PUBLIC_URL': JSON.stringify(publicUrl),
    'import.meta.env.API_BASE_URL': JSON.stringify(apiBaseUrl.replace(/\/$/, '')),
  },
  server: {
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
})
