import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layerBoundaries from './scripts/eslint/layer-boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'bench', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: {
      'local/layer-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['server/**', 'scripts/**', 'e2e/**', '*.js', '*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // SQL lives in *.queries.ts, and features meet through their index.ts (docs/architecture.md).
    files: ['server/features/**/*.ts'],
    ignores: ['server/features/**/*.queries.ts', 'server/features/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              message: 'Drizzle is used only in *.queries.ts files (docs/architecture.md).',
            },
          ],
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/.+',
              message: "Another feature is imported through its index.ts ('../listings').",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
