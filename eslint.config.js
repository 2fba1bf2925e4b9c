import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { restrictDynamicImports } from './scripts/lint/dynamicImports.js';
import { noImportCycles } from './scripts/lint/importCycles.js';

/**
 * Folders a layer may not import from: the arrows of DESIGN.md, enforced on static imports and on
 * import() alike. Each group is regular expressions over the import's source and the reason.
 */
const forbid = (...groups) => {
  const patterns = groups.flatMap(([regexes, message]) => regexes.map((regex) => ({ regex, message })));
  return {
    'no-restricted-imports': ['error', { patterns: patterns.map(({ regex, message }) => ({ regex, message })) }],
    'layers/restrict-dynamic-imports': ['error', patterns],
  };
};

const NO_TESTS = [['(^|/)(tests|stories)(/|$)'], 'Product code never imports tests or stories.'];
const NO_SITE = [['(^|/)site(/|$)'], 'The widget knows nothing of the site.'];
const NO_DEMO = [['(^|/)demo(/|$)'], "The widget knows nothing of the demo: a page hands it the demo's config."];
const DEMO_DOOR = [['(^|/)demo/.'], 'Product code reaches the demo only through loadDemo() from its index.'];
const NO_UI = [
  ['^(react|react-dom|preact)(/|$)', '(^|/)widget/(react|element)(/|$)', '^(\\.\\./)+(react|element)(/|$)'],
  'Only widget/react and widget/element render.',
];
const NO_WEB3 = [['^@solana/', '(^|/)widget/solana(/|$)', '^(\\.\\./)+solana(/|$)'], 'web3.js glue lives in widget/solana.'];
// Above widget/solana (which they may import): the @solana/* packages only through it.
const NO_SOLANA_PACKAGES = [['^@solana/'], 'web3.js glue lives in widget/solana.'];
const NO_STAKE = [['(^|/)widget/stake(/|$)', '^(\\.\\./)+stake(/|$)'], 'The stake owner and its routes sit above core, api and solana.'];
const NO_LAUNCH = [
  ['(^|/)widget/launch(/|$)', '^(\\.\\./)+launch(/|$)'],
  "The launch is its own lazy chunk: a staker's page loads none of it, so only the site reaches it.",
];
const NO_MANAGE = [
  ['(^|/)widget/manage(/|$)', '^(\\.\\./)+manage(/|$)'],
  '"Your pool" is its own lazy chunk for a team: a staker\'s page loads none of it, so only the site reaches it.',
];
const NO_EXIT = [
  ['(^|/)widget/exit(/|$)', '^(\\.\\./)+exit(/|$)'],
  "A staker's exit stake accounts sit beside the stake owner, above core, api and solana.",
];
/** Static imports only: the card may import() the exit code, which then stays out of its first load. */
const EXIT_LAZY = [
  ['(^|/)widget/exit(/|$)', '^(\\.\\./)+exit(/|$)'],
  'The exit code is a lazy chunk: import() it, never import it statically, so a first load carries none of it.',
];
const NO_BRING = [
  ['(^|/)widget/bring(/|$)', '^(\\.\\./)+bring(/|$)'],
  "Bring your stake (a staker's own stake account into the pool) sits beside the stake owner, above core, api and solana.",
];
/** Static imports only: the card may import() the bring code, which then stays out of its first load. */
const BRING_LAZY = [
  ['(^|/)widget/bring(/|$)', '^(\\.\\./)+bring(/|$)'],
  'The bring code is a lazy chunk: import() it, never import it statically, so a first load carries none of it.',
];
/**
 * `forbid` plus groups refused only as static value imports: import() of them stays allowed, and so
 * does `import type`, which the compiler erases (no byte of the lazy code reaches the first load).
 */
const forbidWithLazy = (lazy, ...groups) => {
  const patterns = lazy.flatMap(([regexes, message]) => regexes.map((regex) => ({ regex, message, allowTypeImports: true })));
  return { ...forbid(...groups), '@typescript-eslint/no-restricted-imports': ['error', { patterns }] };
};
const NO_API = [['(^|/)widget/api(/|$)', '^(\\.\\./)+api(/|$)'], 'Network clients live in widget/api.'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '**/node_modules/**',
      'tests/consumer/app/**',
      'tests/consumer/next-app/**',
      'storybook-static/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { layers: { rules: { 'restrict-dynamic-imports': restrictDynamicImports, 'no-import-cycles': noImportCycles } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['widget/**', 'site/**', 'demo/**'], rules: { 'layers/no-import-cycles': 'error' } },
  { files: ['scripts/**', 'tests/**', '*.js', '*.ts'], languageOptions: { globals: { ...globals.node } } },
  { files: ['scripts/bench/pages/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['widget/core/**'],
    rules: {
      ...forbid(NO_UI, NO_WEB3, NO_API, NO_STAKE, NO_LAUNCH, NO_MANAGE, NO_EXIT, NO_BRING, NO_TESTS, NO_SITE, NO_DEMO),
      // Pure logic: no DOM and no network.
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'navigator', 'XMLHttpRequest', 'WebSocket'],
    },
  },
  {
    files: ['widget/api/**'],
    rules: forbid(NO_UI, NO_WEB3, NO_STAKE, NO_LAUNCH, NO_MANAGE, NO_EXIT, NO_BRING, NO_TESTS, NO_SITE, NO_DEMO),
  },
  { files: ['widget/solana/**'], rules: forbid(NO_UI, NO_STAKE, NO_LAUNCH, NO_MANAGE, NO_EXIT, NO_BRING, NO_TESTS, NO_SITE, NO_DEMO) },
  // The stake owner uses web3.js only through widget/solana's modules.
  {
    files: ['widget/stake/**'],
    rules: forbid(NO_UI, NO_SOLANA_PACKAGES, NO_LAUNCH, NO_MANAGE, NO_BRING, NO_TESTS, NO_SITE, NO_DEMO),
  },
  // The launch planner: the stake owner's shape (core, api and solana below it), beside it and not in its chunk.
  {
    files: ['widget/launch/**'],
    rules: forbid(NO_UI, NO_SOLANA_PACKAGES, NO_STAKE, NO_MANAGE, NO_EXIT, NO_BRING, NO_TESTS, NO_SITE, NO_DEMO),
  },
  // "Your pool": the launch's shape, over its runner and addresses (a team's pool is the launch's sequel).
  {
    files: ['widget/manage/**'],
    rules: forbid(NO_UI, NO_SOLANA_PACKAGES, NO_STAKE, NO_EXIT, NO_BRING, NO_TESTS, NO_SITE, NO_DEMO),
  },
  // A staker's exit stake accounts: the stake owner's shape too, beside it and the launch.
  {
    files: ['widget/exit/**'],
    rules: forbid(NO_UI, NO_SOLANA_PACKAGES, NO_STAKE, NO_LAUNCH, NO_MANAGE, NO_BRING, NO_TESTS, NO_SITE, NO_DEMO),
  },
  // Bring your stake: the exit's shape, over the stake owner's pool reading and the exit's own accounts.
  {
    files: ['widget/bring/**'],
    rules: forbid(NO_UI, NO_SOLANA_PACKAGES, NO_LAUNCH, NO_MANAGE, NO_TESTS, NO_SITE, NO_DEMO),
  },
  {
    files: ['widget/react/**'],
    rules: forbidWithLazy(
      [EXIT_LAZY, BRING_LAZY],
      [['(^|/)widget/element(/|$)', '^(\\.\\./)+element(/|$)'], 'widget/react does not know about custom elements.'],
      NO_LAUNCH,
      NO_MANAGE,
      NO_TESTS,
      NO_SITE,
      NO_DEMO,
    ),
  },
  { files: ['widget/element/**'], rules: forbidWithLazy([EXIT_LAZY, BRING_LAZY], NO_LAUNCH, NO_MANAGE, NO_TESTS, NO_SITE, NO_DEMO) },
  // The demo stands in for the outside world: it may use the widget's pure logic and web3 glue, never its UI.
  { files: ['demo/**'], rules: forbid(NO_UI, NO_TESTS, NO_SITE) },
  // The try-it script's entry defines the elements, as any embedder does: through their public index.
  {
    files: ['demo/tryIt.ts'],
    rules: forbid(
      [
        ['^(react|react-dom|preact)(/|$)', '(^|/)widget/react(/|$)', '(^|/)widget/element/.'],
        'The try-it entry uses only widget/element/index.',
      ],
      NO_TESTS,
      NO_SITE,
    ),
  },
  {
    files: ['site/**'],
    rules: forbid(
      [['(^|/)widget/(react|solana)(/|$)'], 'The site uses the widget as an embedder does: its elements and framework-free modules only.'],
      NO_TESTS,
      DEMO_DOOR,
    ),
  },
);
