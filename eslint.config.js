// Lint rules that hold the architecture's boundaries (../shared/design/architecture.md §2).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
// --- server boundaries (imports) ---
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
// --- end server boundaries (imports) ---

// Every folder of apps/web/src/features is a feature, so a new one is covered without editing this file.
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// --- server boundaries -------------------------------------------------------------------------------
// Rules on resolved file paths, not import strings, so '../orders/orders.repository' and
// './x/../../orders/orders.repository' are the same file to them (issue 13, decision 0023).
const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const serverSrc = `${repoRoot}apps/server/src`;
// Every folder of apps/server/src/modules is a module, so a new one is covered without editing this file.
const serverModules = fs
  .readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Files rewritten by other issue-13 work in flight (pricing as load + price, the storefront route
// table). They still import other modules' repositories (plugins/web.ts: modules' services); each owner's
// service now exposes what they read (tenants, restaurants, customers, coupons, giftcards .service.ts).
// Switch their imports and delete them from this list.
const serverBoundariesPending = [
  'apps/server/src/modules/orders/orders.service.ts',
  'apps/server/src/modules/orders/pricing.service.ts',
  'apps/server/src/modules/coupons/apply-coupon.service.ts',
  'apps/server/src/plugins/web.ts',
];
const serverBoundaries = {
  files: ['apps/server/src/**/*.ts'],
  // Tests may reach any layer to arrange and inspect their data.
  ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**', ...serverBoundariesPending],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createTypeScriptImportResolver({ project: `${repoRoot}apps/server/tsconfig.json` }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: serverSrc,
        zones: [
          {
            target: `${serverSrc}/modules/**/*.repository.ts`,
            from: [`${serverSrc}/modules/**/*.service.ts`, `${serverSrc}/modules/**/*.routes.ts`],
            message:
              'A repository is SQL only: it imports no service and no routes (routes -> service -> repository).',
          },
          {
            target: `${serverSrc}/modules/**/*.service.ts`,
            from: `${serverSrc}/modules/**/*.routes.ts`,
            message: 'A service imports no routes (routes -> service -> repository).',
          },
          {
            target: `${serverSrc}/modules/**/*.routes.ts`,
            from: `${serverSrc}/modules/**/*.repository.ts`,
            message: 'Routes call a service, never a repository (routes -> service -> repository).',
          },
          ...serverModules.map((module) => ({
            target: `${serverSrc}/modules/${module}/**`,
            from: [
              `${serverSrc}/modules/!(${module})/**/*.routes.ts`,
              `${serverSrc}/modules/!(${module})/**/*.repository.ts`,
            ],
            message: "A module imports no other module's routes or repository: call that module's service.",
          })),
          {
            target: `${serverSrc}/plugins/**`,
            from: `${serverSrc}/modules/**`,
            message: 'Plugins import no module: app.ts passes what a plugin needs in its options.',
          },
        ],
      },
    ],
  },
};
// --- end server boundaries ---------------------------------------------------------------------------

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
  serverBoundaries,
  // A web feature never imports another feature: shared pieces live in components/, lib/ or the domain.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: webFeatures
                .filter((f) => f !== feature)
                .flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`, `@/features/${f}/**`]),
              message:
                'A web feature never imports another feature; move the shared piece to components/, lib/ or the domain.',
            },
          ],
        },
      ],
    },
  })),
);
