// ESLint flat config: typescript-eslint + svelte, and the layer-boundary rule of ARCHITECTURE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import layerBoundaries from './eslint-rules/layer-boundaries.js';

const root = path.dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'release/', 'tests/artifacts/', 'bench-results/', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { xyz: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: {
      'xyz/layer-boundaries': ['error', { root }],
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
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // The svelte plugin's rule crashes on CommonJS top-level functions (scope has no isStrict); it is for .svelte only.
      'svelte/no-inner-declarations': 'off',
    },
  },
);
