// One lint configuration for the whole repository; every workspace's `lint` task runs it on its own files.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import tradeboard from './tools/eslint/importRules.js';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**', 'tools/.scratch/**', 'e2e/.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { tradeboard },
    rules: {
      'tradeboard/relative-import-extension': 'error',
      'tradeboard/no-relative-import-outside-package': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // MUI theme augmentation is `interface Palette extends DomainPalette {}`: an empty interface that extends one.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // Functions these scripts hand to page.evaluate run in the browser.
    files: ['e2e/**/*.js', 'services/api/scripts/render-bot-fixtures.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The API reference page's script (bundled for the browser by services/api/scripts/build-api-reference.js).
    files: ['services/api/docs-client/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The generator replaces these placeholders when it writes a new remote.
    files: ['tools/new-remote/template/**'],
    languageOptions: { globals: { __TITLE_STRING__: 'readonly', __EMPTY_STRING__: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Browser code: the shell, the remotes, the module kit and the runtime.
    files: ['apps/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'packages/runtime/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Apps run in the browser: zod stays on the server side of @tradeboard/types (ARCHITECTURE.md).
    files: ['apps/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tradeboard/types',
              allowTypeImports: true,
              message:
                'Apps import only types from @tradeboard/types; values come from @tradeboard/types/core (zod-free).',
            },
            { name: 'zod', message: 'Apps never import zod: validation lives in @tradeboard/types and the API.' },
          ],
          patterns: [{ group: ['zod/*'], message: 'Apps never import zod.' }],
        },
      ],
      // Colours come from the theme (packages/runtime/src/theme), so light and dark stay in one place.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b/]',
          message: 'No hex colours in apps: use a theme palette token (packages/runtime/src/theme/domainPalette.ts).',
        },
        {
          selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b/]',
          message: 'No hex colours in apps: use a theme palette token (packages/runtime/src/theme/domainPalette.ts).',
        },
      ],
    },
  },
  {
    // The module kit may be loaded twice on a page (a remote built against a newer kit brings its own
    // copy), so it holds no per-page state: that lives in @tradeboard/runtime, the singleton.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/**/*.test.{ts,tsx}', 'packages/ui/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > VariableDeclaration[kind="let"]',
          message: 'No module-level state in the kit (it may be loaded twice): put it in @tradeboard/runtime.',
        },
        {
          selector:
            'Program > VariableDeclaration > VariableDeclarator > CallExpression[callee.name=/^(atom|createContext|createStore)$/]',
          message: 'Atoms, contexts and stores are per-page state: define them in @tradeboard/runtime.',
        },
        {
          selector:
            'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > CallExpression[callee.name=/^(atom|createContext|createStore)$/]',
          message: 'Atoms, contexts and stores are per-page state: define them in @tradeboard/runtime.',
        },
      ],
    },
  },
  prettier,
);
