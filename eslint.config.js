/**
 * ESLint flat config. typescript-eslint's type-checked recommended rules and React's hook rules
 * everywhere TypeScript can type the code; Deno edge functions (npm: specifiers tsc cannot resolve)
 * get the syntactic rules only. Import boundaries hold the layout (docs/architecture.md#layers):
 * features never import each other, shared code never imports features, the SPA and the local
 * stack never import each other, and no module imports itself through others (`import-x/no-cycle`,
 * type-only imports included: a cycle of types still ties the modules' layout together). Imports
 * resolve as tsc resolves them (tsconfig.json's `@/` and `@shared/` paths, `.ts` files), so the
 * boundaries hold for aliased imports too. The folder layout (docs/architecture.md#layout) is held by
 * eslint-plugin-check-file (kebab-case names, no index barrels, hooks in hooks/, the test suffixes)
 * and our `layout/feature-layout` rule (scripts/eslint/feature-layout.js: feature folders, tests beside
 * their code); every message names where the file belongs.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import featureLayout from './scripts/eslint/feature-layout.js';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One zone per feature: nothing in it may import from any other feature. */
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; move shared code to src/lib or src/components.',
}));

/** Where production code must not reach: fakes and fixtures are for tests only. */
const testingOnly = {
  group: ['**/testing/*', '@/testing/*'],
  message:
    'testing/ holds fakes and fixtures for tests; production code never imports it (docs/architecture.md#layout).',
};

/** Test names this project dropped, and what replaced them (docs/architecture.md#tests). */
const droppedTestNames = {
  '**/*.vitest.ts': '*.test.ts',
  '**/*.browser.test.{ts,tsx}': '*.test.ts',
  'src/**/*.spec.{ts,tsx}': '*.test.tsx',
  '**/test-utils.{ts,tsx}': '<feature>/testing/<what-it-does>.tsx',
  'src/test/**': 'src/testing/*',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.local/',
      'public/',
      'src/routeTree.gen.ts',
      'src/lib/database.types.ts',
      'tests/e2e/screenshots/',
      'stack/functions/bootstrap.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: './tsconfig.json' },
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'module', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // TanStack Router's documented guard is `throw redirect(...)`: its Redirect is a Response, not an Error.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./src/lib', './src/hooks', './src/components'],
              from: './src/features',
              message: 'Shared code (src/lib, src/hooks, src/components) must not import features.',
            },
            { target: './src', from: './stack', message: 'The SPA never imports the local stack.' },
            { target: './stack', from: './src', message: 'The local stack never imports the SPA.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The layout of docs/architecture.md#layout. Routes are named by TanStack Router's file conventions.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/routes/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        {
          ignoreMiddleExtensions: true,
          errorMessage: 'File names are kebab-case: rename {{ target }} (docs/architecture.md#layout).',
        },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'src/**/': 'KEBAB_CASE' },
        { errorMessage: 'Folder names are kebab-case: rename {{ target }}/ (docs/architecture.md#layout).' },
      ],
      'check-file/no-index': [
        'error',
        {
          ignoreMiddleExtensions: true,
          errorMessage: 'No index.ts barrels: import the module by its own name (docs/architecture.md#layout).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/routes/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/folder-match-with-fex': [
        'error',
        { 'use-*.{ts,tsx}': '**/hooks/' },
        { errorMessage: 'Hooks live in hooks/: move {{ target }} there (docs/architecture.md#layout).' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-blocklist': [
        'error',
        droppedTestNames,
        {
          errorMessage:
            '{{ target }} matches {{ pattern }}, a test name this project dropped: Vitest files end in .test.ts(x), Deno tests in _test.ts, Playwright specs in .spec.ts under tests/e2e, and fakes and fixtures live in a testing/ folder (docs/architecture.md#tests).',
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { layout: { rules: { 'feature-layout': featureLayout } } },
    rules: {
      'layout/feature-layout': [
        'error',
        // A feature's own extra folders: the field registry's presentation layer
        // (docs/product.md#guest-fields) and the MRZ reader that also runs in Node (docs/passport-scan.md).
        { extraFolders: { guests: ['fields'], 'passport-scan': ['engine', 'model'] } },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/**/*.{ts,tsx}'],
    plugins: { layout: { rules: { 'feature-layout': featureLayout } } },
    rules: { 'layout/feature-layout': 'error' },
  },
  {
    // Production code never imports test fakes.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**', 'src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testingOnly] }] },
  },
  {
    // Components and helpers reach Supabase through their feature's api/ (one file per data operation).
    files: ['src/features/*/components/**/*.{ts,tsx}', 'src/features/*/lib/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/supabase',
              message:
                "Components and lib/ helpers call Supabase through the feature's api/ (one file per data operation): move this call to api/<operation>.ts (docs/architecture.md#layout).",
            },
          ],
          patterns: [testingOnly],
        },
      ],
    },
  },
  {
    files: [
      'supabase/functions/**/*.ts',
      'tests/contract/fixtures/functions/**/*.ts',
      'eslint.config.js',
      'scripts/eslint/*.js',
      'playwright.config.ts',
    ],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
);
