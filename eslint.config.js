// Lint rules that hold the architecture's boundaries (../shared/design/architecture.md §2).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { fileURLToPath } from 'node:url';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Every folder of apps/web/src/features is a feature, so a new one is covered without editing this file.
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The shared layer every feature may use.
const webShared = ['lib', 'components', 'stores', 'api', 'config'];
// The staff console is three features (decision 0069): `staff` (sign-in, session, shell, the pieces
// both sides use), which the kitchen's pages and the owner console may import, and those two, which
// never import each other.
const staffShared = 'staff';
const staffSides = ['kitchen', 'owner-console'];

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
const serverBoundaries = {
  files: ['apps/server/src/**/*.ts'],
  // Tests may reach any layer to arrange and inspect their data.
  ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createTypeScriptImportResolver({ project: `${repoRoot}apps/server/tsconfig.json` }),
    ],
    // no-cycle reads the imported files: they are TypeScript.
    'import-x/extensions': ['.ts'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
  },
  rules: {
    // No file of the server imports itself back through others (issue 26): a change that needs to
    // react to another's subscribes to its events instead (src/events).
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.tmp/**',
      '.tsbuild/**',
      // Lingui's compiled catalogues (npm run i18n:compile -w @storefront/server).
      '**/i18n/catalogue/*.ts',
    ],
  },
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
      // The server renders pages of several languages at once, each with its request's own i18n
      // instance (decision 0090): the macros that read Lingui's global instance would draw the wrong one.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lingui/core/macro',
              importNames: ['t'],
              message:
                "Use `const { t } = useLingui()` from '@lingui/react/macro' (or `msg` and `i18n._`); plural and select only inside a `t` or `msg`.",
            },
          ],
        },
      ],
    },
  },
  serverBoundaries,
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
              // A side of the staff console may use the console's shared feature; the other side is
              // the next zone's, for its own message.
              except: staffSides.includes(feature)
                ? [...staffSides, staffShared].map((f) => `./${f}`)
                : [`./${feature}`],
              message:
                'A web feature never imports another feature; move the shared piece to components/, lib/ or the domain.',
            })),
            ...staffSides.map((side) => ({
              target: `./apps/web/src/features/${side}`,
              from: staffSides
                .filter((other) => other !== side)
                .map((other) => `./apps/web/src/features/${other}`),
              message:
                "The kitchen's pages and the owner console never import each other: what both use goes in features/staff.",
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
