// Lint rules that hold the architecture's boundaries (../shared/design/architecture.md §2).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Every folder of apps/web/src/features is a feature, so a new one is covered without editing this file.
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The shared layer every feature may use.
const webShared = ['lib', 'components', 'stores', 'api', 'config'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '.tsbuild/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The domain is pure: no IO, no framework, no clock, no environment.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'crypto', 'os', 'child_process'],
              message: 'packages/domain does no IO.',
            },
            {
              group: [
                'react',
                'react-*',
                'fastify',
                '@fastify/*',
                'kysely',
                'pg',
                'better-sqlite3',
                'socket.io*',
              ],
              message: 'packages/domain imports no framework or database.',
            },
            {
              group: ['@storefront/server', '@storefront/web', '../../apps/*'],
              message: 'packages/domain depends on nothing of ours.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'packages/domain does no IO.' },
        { name: 'process', message: 'packages/domain reads no environment: pass values in.' },
        { name: 'localStorage', message: 'packages/domain does no IO.' },
        { name: 'document', message: 'packages/domain does no IO.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Pass `now` in: the domain reads no clock.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass `now` in: the domain reads no clock.',
        },
        {
          selector: "MemberExpression[object.name='Temporal'][property.name='Now']",
          message: 'Pass `now` in: the domain reads no clock.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'The domain is deterministic: pass randomness in.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Boundaries of the web, on resolved paths (so '../cart/x' counts as much as '@/features/cart/x'): a
  // feature never imports another feature, and the shared layer (lib/, components/, stores/, api/,
  // config/) never imports a feature. Generated from the folder list, so a new feature is covered.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A web feature never imports another feature; move the shared piece to components/, lib/ or the domain.',
            })),
            {
              target: webShared.map((folder) => `./apps/web/src/${folder}`),
              from: './apps/web/src/features',
              message: 'Shared web code never imports a feature: it would tie every feature to that one.',
            },
            {
              target: webShared.map((folder) => `./apps/web/src/${folder}`),
              from: './apps/web/src/app',
              message: 'Shared web code never imports the app shell; what both need belongs in lib/.',
            },
          ],
        },
      ],
    },
  },
);
