import type { Config } from '@react-router/dev/config'
import { clientRenderedPaths, notFoundPagePath } from './common/site-paths.ts'

export default {
  appDirectory: 'web',
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths().filter((path) => !clientRenderedPaths.includes(path)), notFoundPagePath]
  },
} satisfies Config
