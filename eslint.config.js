import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layerBoundaries from './scripts/eslint/layer-boundaries.js';
import tableOwners from './scripts/eslint/table-owners.js';

/** Where server feature files may not import from (docs/architecture.md "A server feature"). */
const serverFeatureImports = {
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
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'bench', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: {
      local: { rules: { 'layer-boundaries': layerBoundaries, 'table-owners': tableOwners } },
    },
    rules: {
      'local/layer-boundaries': 'error',
      'local/table-owners': 'error',
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
    rules: { 'no-restricted-imports': ['error', serverFeatureImports] },
  },
  {
    // A route validates and calls its feature's service; it never reads or writes through a
    // *.queries module itself (docs/architecture.md "A server feature"). The rule's options are
    // replaced, not merged, per file, so the feature-wide restrictions are restated.
    files: ['server/features/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...serverFeatureImports,
          patterns: [
            ...serverFeatureImports.patterns,
            {
              regex: '\\.queries$',
              message:
                "A route calls its feature's service (<area>.service.ts), which calls the queries (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // A rendered page's bootstrap is written into the page (decision 027): it imports nothing at
    // run time, or the page would fetch a file before its code is asked for
    // (web/rendered-page.test.ts checks the built file too).
    files: ['web/rendered-page.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[importKind!='type']",
          message: 'web/rendered-page.ts imports types only: it is written into the page.',
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
  {
    // One form kit: a control gets its hint and error ids from web/components/form-field.tsx
    // (<FormField>'s render prop, fieldAria, descriptionAria), never from a hand-written list.
    // `aria-describedby={undefined}` stays allowed: it tells a Radix dialog it has no description.
    files: ['web/**/*.tsx'],
    ignores: ['web/components/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXAttribute[name.name='aria-describedby']:not([value.expression.type='Identifier'][value.expression.name='undefined'])",
          message:
            'Tie a control to its hint and error with <FormField> or fieldAria/descriptionAria (web/components/form-field.tsx).',
        },
        {
          selector: "Property[key.value='aria-describedby']",
          message:
            'Tie a control to its hint and error with <FormField> or fieldAria/descriptionAria (web/components/form-field.tsx).',
        },
      ],
    },
  },
);
