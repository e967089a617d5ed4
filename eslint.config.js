// ESLint 9 flat config, in the spirit of the Hydrogen skeleton's: recommended JS,
// TypeScript, React, React Hooks and jsx-a11y rules; Prettier owns formatting
// (eslint-config-prettier turns off the rules that would fight it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.react-router/',
      '**/*.generated.d.ts',
      'local/.data/',
      'test-results/',
      'playwright-report/',
      'tests/.reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,jsx,ts,tsx}'],
    ...react.configs.flat.recommended,
  },
  {
    files: ['**/*.{js,jsx,ts,tsx}'],
    ...react.configs.flat['jsx-runtime'],
  },
  {
    files: ['**/*.{js,jsx,ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Hooks exist only in the app; tests' `use` (Playwright fixtures) is no hook.
    files: ['app/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: {...globals.browser, ...globals.node},
    },
    settings: {
      react: {version: 'detect'},
      formComponents: ['Form'],
      linkComponents: [
        {name: 'Link', linkAttribute: 'to'},
        {name: 'NavLink', linkAttribute: 'to'},
      ],
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      'prefer-const': ['error', {ignoreReadBeforeAssign: true}],
      'object-shorthand': ['error', 'always', {avoidQuotes: true}],
      'no-case-declarations': 'off',
      'react/prop-types': 'off',
      'react/display-name': 'off',
      'react/no-array-index-key': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Hydrogen's context and env types are extended by declaration merging.
      '@typescript-eslint/no-empty-object-type': [
        'error',
        {allowInterfaces: 'with-single-extends'},
      ],
    },
  },
  {
    // The house's shape (docs/decisions/0183): routes are the top; nothing imports them.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/routes/**', 'app/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/routes/*', '**/routes/*'],
              message:
                'Routes are thin and nothing imports them: move what is shared into its feature folder.',
            },
          ],
        },
      ],
    },
  },
  {
    // Elements run in the browser: no server modules, no React (nothing hydrates).
    files: ['app/**/*.element.ts', 'app/elements/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['*.server', '*.server.ts', '*.server.tsx'],
              message:
                'An element runs in the browser: it may not import server modules.',
            },
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react-router',
                '@shopify/hydrogen',
              ],
              // The JSX typings of the tags (elements.d.ts) are types only.
              allowTypeImports: true,
              message:
                'No page hydrates React (decision 0182): elements are plain DOM.',
            },
          ],
        },
      ],
    },
  },
  {
    // Test helpers read arbitrary GraphQL answers; `any` keeps assertions short.
    files: ['**/*.test.ts', '**/test-support.ts', 'tests/**/*.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
  {
    // The edge functions run in Deno.
    files: ['supabase/functions/**/*.ts'],
    languageOptions: {globals: {Deno: 'readonly'}},
  },
  prettier,
);
