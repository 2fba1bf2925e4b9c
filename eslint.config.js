import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders a layer may not import from: the arrows of DESIGN.md, enforced. */
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map(([group, message]) => ({ group, message })),
    },
  ],
});

const NO_TESTS = [['**/tests/**', '**/stories/**'], 'Product code never imports tests or stories (the demo is loaded with a dynamic import).'];
const NO_SITE = [['**/site/**'], 'The widget knows nothing of the site.'];
const NO_UI = [['react', 'react-dom', 'react-dom/*', 'preact', 'preact/*', '**/widget/react/**', '**/widget/element/**', '../react/*', '../element/*'], 'Only widget/react and widget/element render.'];
const NO_WEB3 = [['@solana/*', '**/widget/solana/**', '../solana/*'], 'web3.js glue lives in widget/solana.'];
const NO_API = [['**/widget/api/**', '../api/*'], 'Network clients live in widget/api.'];

export default tseslint.config(
  { ignores: ['dist/**', '**/node_modules/**', 'storybook-static/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['scripts/**', 'tests/**', '*.js', '*.ts'], languageOptions: { globals: { ...globals.node } } },
  { files: ['scripts/bench/pages/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['widget/core/**'],
    rules: {
      ...forbid(NO_UI, NO_WEB3, NO_API, NO_TESTS, NO_SITE),
      // Pure logic: no DOM and no network.
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'navigator', 'XMLHttpRequest', 'WebSocket'],
    },
  },
  { files: ['widget/api/**'], rules: forbid(NO_UI, NO_WEB3, NO_TESTS, NO_SITE) },
  { files: ['widget/solana/**'], rules: forbid(NO_UI, NO_TESTS, NO_SITE) },
  {
    files: ['widget/react/**'],
    rules: forbid([['**/widget/element/**', '../element/*'], 'widget/react does not know about custom elements.'], NO_TESTS, NO_SITE),
  },
  { files: ['widget/element/**'], rules: forbid(NO_TESTS, NO_SITE) },
  {
    files: ['site/**'],
    rules: forbid(
      [['**/widget/react/**', '**/widget/solana/**', '../widget/react/*', '../../widget/react/*', '../widget/solana/*', '../../widget/solana/*'],
        'The site uses the widget as an embedder does: its elements and framework-free modules only.'],
      NO_TESTS,
    ),
  },
);
