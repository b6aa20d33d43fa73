import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './tools/eslint/feature-boundaries.js';

const nodeOnly = ['node:*', 'fs', 'path', 'crypto', 'http', 'child_process', 'fastify', '@fastify/*', 'pg', '@electric-sql/pglite', 'drizzle-orm', 'drizzle-orm/*', 'oidc-provider', 'jose'];

/** What browser code may not import: Node built-ins, another app, the router's /dom entry. */
const BROWSER_IMPORTS = {
  patterns: [
    { group: ['node:*'], message: 'Node-only code cannot run in the browser.' },
    { group: ['@idea-portal/shell', '@idea-portal/*-mfe', '@idea-portal/api', '@idea-portal/identity', '@idea-portal/db'], message: 'Apps never import other apps; share code through libs/.' },
  ],
  paths: [
    ...['fs', 'path', 'crypto', 'http', 'https', 'child_process', 'os', 'net'].map((name) => ({ name, message: 'Node-only code cannot run in the browser.' })),
    { name: 'react-router/dom', message: "Import the router from '@idea-portal/platform'; the /dom entry bundles a second copy of the router." },
  ],
};

/** The router reaches the browser apps only through @idea-portal/platform (types excepted). */
const ROUTER_ONLY_IN_PLATFORM = {
  name: 'react-router',
  allowTypeImports: true,
  message: "Import the router from '@idea-portal/platform' (libs/platform/src/router/react-router.ts lists what the portal uses): shared once there and tree-shaken, where react-router shared on its own is whole.",
};

/** These reach the browser code only through @idea-portal/platform (types excepted). */
const viaPlatform = (names) =>
  names.map((name) => ({
    name,
    allowTypeImports: true,
    message: `Import ${name} from '@idea-portal/platform' (libs/platform/src lists what the portal uses): shared once there and tree-shaken, where ${name} shared on its own is whole.`,
  }));
const I18N_AND_STATE_ONLY_IN_PLATFORM = viaPlatform(['react-i18next', 'jotai', 'jotai/utils', 'jotai/react']);
// libs/testing fakes a query client and a signed-in user with these.
const ONLY_IN_PLATFORM = [...I18N_AND_STATE_ONLY_IN_PLATFORM, ...viaPlatform(['@tanstack/react-query', '@tanstack/query-core', 'oidc-client-ts'])];

/** Mantine reaches the browser apps only through @idea-portal/ui; its CSS files are the exception. */
const MANTINE_ONLY_IN_UI = {
  regex: '^@mantine/(?!.*\\.css$)',
  message: "Import Mantine from '@idea-portal/ui' (libs/ui/src/mantine.ts lists what the portal uses): shared once there and tree-shaken, where @mantine/* shared on its own is whole.",
};
const BROWSER_IMPORTS_OUTSIDE_UI = { ...BROWSER_IMPORTS, patterns: [...BROWSER_IMPORTS.patterns, MANTINE_ONLY_IN_UI] };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-single/**', '**/dist-next/**', '**/dist-skew/**', 'apps/*/bundle/**', '**/node_modules/**', '**/.nx/**', '**/test-results/**', '**/playwright-report/**', '**/public/mockServiceWorker.js', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            // A remote or the shell imports only libs, never another app.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts', 'type:domain', 'type:testing'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts', 'type:domain', 'type:testing'] },
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:server-lib'] },
            { sourceTag: 'type:server-lib', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:server-lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts', 'type:domain'] },
            // contracts and domain are pure: no React, no Node-only code.
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [], bannedExternalImports: ['react', 'react-*', ...nodeOnly] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:contracts'], bannedExternalImports: ['react', 'react-*', ...nodeOnly] },
            // Browser code never pulls in Node-only code.
            { sourceTag: 'platform:browser', onlyDependOnLibsWithTags: ['platform:browser', 'platform:neutral'], bannedExternalImports: nodeOnly },
          ],
        },
      ],
    },
  },
  {
    // Browser code and pure libraries: no Node built-ins, and no app imports another app (Nx's
    // rule above sees npm packages; these patterns also catch `node:` built-ins and app packages).
    files: ['libs/ui/src/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { ...BROWSER_IMPORTS, paths: [...BROWSER_IMPORTS.paths, ...ONLY_IN_PLATFORM] }] },
  },
  {
    files: ['libs/{platform,contracts,domain}/src/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', BROWSER_IMPORTS_OUTSIDE_UI] },
  },
  {
    files: ['libs/testing/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MANTINE_ONLY_IN_UI], paths: I18N_AND_STATE_ONLY_IN_PLATFORM }] },
  },
  {
    // The apps besides: zod only as a type. zod comes with the shared contracts; an app's own
    // runtime import bundles a second copy (about 26 kB gzip).
    files: ['apps/shell/src/**', 'apps/*-mfe/src/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...BROWSER_IMPORTS_OUTSIDE_UI,
          paths: [
            ...BROWSER_IMPORTS.paths,
            ROUTER_ONLY_IN_PLATFORM,
            ...ONLY_IN_PLATFORM,
            { name: 'zod', allowTypeImports: true, message: 'Use schemas from @idea-portal/contracts (IgnoredResponse for z.unknown()); zod only as a type here.' },
          ],
        },
      ],
    },
  },
  {
    // A feature never imports another feature; pages compose them (tools/eslint/feature-boundaries.js).
    files: ['apps/*/src/features/**'],
    plugins: { features: featureBoundaries },
    rules: { 'features/no-cross-feature-imports': 'error' },
  },
  {
    // The composed specs take `test` from e2e/support/test.ts, which closes the contexts a test opens.
    files: ['e2e/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import from './support/test' (its test closes the browser contexts a test opens)." }] }],
    },
  },
  {
    files: ['**/*.config.{js,ts,mjs}', 'tools/**', '**/e2e/**', '**/*.test.{ts,tsx}', 'libs/testing/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);
