// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Web feature folders, read at lint time so a new feature is fenced in without editing this file. */
const webFeatures = (() => {
  try {
    return readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const contractValuesFromClient = {
  name: '@openlobby/contract',
  allowTypeImports: true,
  message: 'Import values from @openlobby/contract/client: it keeps zod out of the home bundle.',
};

const handBuiltMarkup =
  'Draw markup with the html or svg tag of apps/server/src/platform/html.ts: it escapes what it interpolates.';

/**
 * Server routes take the zod-typed instance (apps/server/src/platform/typed-app.ts): request.body,
 * query and params are typed from the route's schemas, so a cast would only hide a mismatch. These
 * share the server's no-restricted-syntax block (a later block naming the rule would replace it).
 */
const noRouteInputCasts = [
  {
    selector:
      "TSAsExpression TSTypeReference[typeName.left.name='z'][typeName.right.name=/^(output|infer)$/]",
    message: 'No cast to a zod type: declare the schema on the route (typed-app.ts types the input).',
  },
  {
    selector:
      "TSAsExpression > MemberExpression.expression[object.name='request'][property.name=/^(body|query|params)$/]",
    message: 'No cast of request input: declare the schema on the route (typed-app.ts types the input).',
  },
];

const oneClient =
  'Call the server through src/shared/api/client.ts (callApi, contractCall): the web has one HTTP client.';
const otherHttpClients = ['axios', 'ky', 'ofetch', 'redaxios', 'superagent'].map((name) => ({
  name,
  message: oneClient,
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'bench-results/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.config.js',
      'scripts/**',
      'apps/server/build.mjs',
      // Build definition shared by build.mjs and src/platform/page-scripts.ts; typed by page-scripts.d.mts.
      'apps/server/page-scripts.mjs',
      // Static files copied as they are: the offline page's few lines of plain browser script.
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.config.ts', 'packages/contract/*.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // Without TypeScript extensions, parser and resolver import-x follows no .ts/.tsx import, and
    // no-cycle and no-restricted-paths silently pass (scripts/lint-rules proves they fire).
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/contract/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/server/browser/tsconfig.json',
            'apps/web/tsconfig.json',
            'apps/console/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      // Import rules of ARCHITECTURE.md: contract depends on nothing of ours; web never reaches into
      // the server; inside web, shared -> features -> app, and features do not import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/contract',
              from: './apps',
              message: 'The contract imports nothing but zod.',
            },
            { target: './apps/web', from: './apps/server', message: 'The web app never imports the server.' },
            { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
            {
              target: './apps/console',
              from: ['./apps/server', './apps/web'],
              message: 'The console talks to the server over HTTP only, through the contract.',
            },
            {
              target: './apps/web/src/shared',
              from: './apps/web/src/features',
              message: 'shared -> features -> app.',
            },
            {
              target: './apps/web/src/shared',
              from: './apps/web/src/app',
              message: 'shared -> features -> app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'shared -> features -> app.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: they meet in app/ or through shared/.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'The contract imports nothing but zod.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/db/**',
      // First-start data writes its tables directly, like the migrations; so do the benchmarks,
      // in bulk SQL, to seed millions of rows in seconds.
      'apps/server/src/seed/**',
      'apps/server/src/bench/**',
      'apps/server/src/**/repository.ts',
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', message: 'Only repositories (and src/db) import Kysely.' }] },
      ],
    },
  },
  {
    // No hand-built markup on the server: pages and SVG are drawn with the escaping `html`/`svg`
    // tags of src/platform/html.ts, so an interpolated value is text unless it is itself markup.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/platform/html.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
      // Seeded rich text (announcements, help pages): data, cleaned by sanitize-html where shown.
      'apps/server/src/content/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\s*<[a-zA-Z!/?]/]', message: handBuiltMarkup },
        {
          selector: `:not(TaggedTemplateExpression[tag.name=/^(html|svg)$/]) > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\s*<[a-zA-Z!/?]/]`,
          message: handBuiltMarkup,
        },
        { selector: 'Literal[value=/^&(amp|lt|gt|quot|apos|#\\w+);$/]', message: handBuiltMarkup },
        ...noRouteInputCasts,
      ],
    },
  },
  {
    // The server's page scripts run in the player's browser, on the contract's zod-free face.
    files: ['apps/server/browser/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', { paths: [contractValuesFromClient] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [contractValuesFromClient, ...otherHttpClients],
        },
      ],
    },
  },
  {
    // The operator console: a browser app on the contract; its one HTTP client is src/api/client.ts.
    files: ['apps/console/**/*.{ts,tsx}'],
    ignores: ['apps/console/e2e/**', 'apps/console/*.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: otherHttpClients }],
    },
  },
  {
    // The account and wallet forms' schemas start from the contract's zod rules. They load with
    // their screens' lazy chunks only, never with home (apps/web/README.md, "How to build a form").
    files: [
      'apps/web/src/features/accounts/forms/formSchemas.ts',
      'apps/web/src/features/wallet/forms/walletSchemas.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: otherHttpClients }] },
  },
  {
    // One HTTP client: the app's calls of the server go through src/shared/api/client.ts, which sets
    // the headers, encrypts, reads failures and checks answers against the contract in development.
    // The service worker passes requests on as they are and is the one other place allowed fetch.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/shared/api/client.ts',
      'apps/web/src/serviceWorker/**',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'EventSource'].flatMap((name) => [
          { selector: `CallExpression[callee.name='${name}']`, message: oneClient },
          { selector: `NewExpression[callee.name='${name}']`, message: oneClient },
          { selector: `MemberExpression[property.name='${name}']`, message: oneClient },
        ]),
      ],
    },
  },
  {
    // Every spec meets home with the seeded popups closed (e2e/support/test.ts), unless it asks.
    // The specs are not bundled: they import the contract's schemas to build the answers they fake.
    files: ['apps/web/e2e/**/*.ts'],
    ignores: ['apps/web/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/test.ts': its pages start with the popups closed.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='browser'][callee.property.name=/^new(Page|Context)$/]",
          message:
            'Use restingPage / restingContext (support/test.ts): their pages start with the popups closed.',
        },
      ],
    },
  },
);
