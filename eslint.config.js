/**
 * ESLint flat config. typescript-eslint's type-checked recommended rules and React's hook rules
 * everywhere TypeScript can type the code; Deno edge functions (npm: specifiers tsc cannot resolve)
 * get the syntactic rules only. Import boundaries hold the layout (docs/architecture.md#layers):
 * features never import each other, shared code never imports features, the SPA and the local
 * stack never import each other, and no module imports itself through others (`import-x/no-cycle`,
 * type-only imports included: a cycle of types still ties the modules' layout together). Imports
 * resolve as tsc resolves them (tsconfig.json's `@/` and `@shared/` paths, `.ts` files), so the
 * boundaries hold for aliased imports too.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

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
              target: ['./src/lib', './src/components'],
              from: './src/features',
              message: 'Shared code (src/lib, src/components) must not import features.',
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
    files: [
      'supabase/functions/**/*.ts',
      'tests/contract/fixtures/functions/**/*.ts',
      'eslint.config.js',
      'playwright.config.ts',
    ],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
);
