import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { featureBoundaries } from './eslint-rules/feature-boundaries.js'

// The browser's zod must not probe for eval (see common/zod.ts); types alone may come from zod itself.
const zodThroughCommon = {
  name: 'zod',
  message: 'Import z from common/zod.ts, which keeps zod from probing for eval in the browser.',
  allowTypeImports: true,
}

const serverOnly = {
  group: [
    'node:*',
    'pg',
    '@electric-sql/*',
    'drizzle-orm',
    'drizzle-orm/*',
    'fastify',
    'fastify-*',
    '@fastify/*',
    'pino',
    '**/server/**',
  ],
  message: 'The browser bundle must not import server or Node-only code; put shared rules in common/.',
}

export default defineConfig([
  globalIgnores(['build/', '.react-router/', 'bench/results/', 'test-results/', 'playwright-report/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type A } from 'x'` still loads x; a chunk the page does not need would come with it.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: {
      'feature-boundaries/no-cross-feature-imports': 'error',
      'no-restricted-imports': ['error', { paths: [zodThroughCommon], patterns: [serverOnly] }],
      // It warns of libraries the React Compiler cannot memoise (TanStack Table); this project does not run the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['common/**/*.ts'],
    languageOptions: { globals: globals['shared-node-browser'] },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodThroughCommon],
          patterns: [
            serverOnly,
            { group: ['**/web/**'], message: 'common/ is imported by both sides; it depends on neither.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', 'eslint-rules/**/*.js', '*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, so `({}, use)` is how one says "none".
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'The server does not import the web app; share through common/.' },
          ],
        },
      ],
    },
  },
])
