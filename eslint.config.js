// ESLint flat config: typescript-eslint + svelte, the layer-boundary and core-cycle rules of ARCHITECTURE.md, sizes.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import coreAreaCycles from './eslint-rules/core-area-cycles.js';
import layerBoundaries from './eslint-rules/layer-boundaries.js';

const root = path.dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'release/',
      'tests/artifacts/',
      'bench-results/',
      '**/*.d.ts',
      // Linted only by tests/unit/lint-typed-rules.test.ts, which expects it to fail.
      'tests/fixtures/typed-lint/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { xyz: { rules: { 'layer-boundaries': layerBoundaries, 'core-area-cycles': coreAreaCycles } } },
    rules: {
      'xyz/layer-boundaries': ['error', { root }],
      // allow: pairs of core areas tolerated to import each other for now, each with a comment saying when it goes.
      'xyz/core-area-cycles': ['error', { root, allow: [] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    // Type-aware rules: a promise nobody awaits or hands to `void` is a bug (an unhandled rejection, or work that
    // silently never finishes), and so is a promise where a plain value is expected (an async `if` condition, an
    // async listener whose rejection no one sees).
    files: ['**/*.ts', '**/*.svelte'],
    // Virtual files that lint tests pass to lintText (`__f__.ts`) exist in no tsconfig project.
    ignores: ['tests/fixtures/lint/**', '**/__*__.ts'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['renderer/vite.config.ts'] },
        tsconfigRootDir: root,
        extraFileExtensions: ['.svelte'],
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // No core file over 300 lines, no function over 200: every line counts, blank and comment lines included.
    files: ['electron/core/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': [
        'error',
        { max: 200, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // The svelte plugin's rule crashes on CommonJS top-level functions (scope has no isStrict); it is for .svelte only.
      'svelte/no-inner-declarations': 'off',
    },
  },
);
