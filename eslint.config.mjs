import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'coverage/', 'static/', 'bench/out/', 'plugins/mcp-server/dist/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', {'ts-expect-error': 'allow-with-description', 'ts-ignore': true}],
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      // Node scripts, some of which pass callbacks to the browser (page.evaluate).
      globals: {...globals.node, ...globals.browser},
    },
  },
  {
    // CommonJS files (a worker thread's entry) load with require by definition.
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
