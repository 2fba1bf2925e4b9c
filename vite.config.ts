import { cpSync, existsSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createHash } from 'node:crypto';
import { posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { build, createServer, defineConfig, loadEnv, runnerImport, type Alias, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { configDefaults } from 'vitest/config';
// Types only: the config imports no project module (see siteHeaders), so every Vite config loader,
// including the native one planned as the default, loads it as it is, with no warning.
import type { siteHeadersFile } from './site/hosting/siteHeadersFile';
import type { renderShellTemplates } from './widget/element/renderShellTemplates';
import type * as TryItTextScripts from './demo/tryItTextScripts';
import type { Labels } from './widget/core/texts/labels';
import type { BringTranslation } from './widget/core/texts/bringTranslations';

type ShellRenderer = { renderShellTemplates: typeof renderShellTemplates };

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** React code runs on Preact where size matters (the embed and the site): a build concern only. */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // Its CommonJS build require()s react-dom, which skips the alias.
  { find: /^@testing-library\/react$/, replacement: here('node_modules/@testing-library/react/dist/@testing-library/react.esm.js') },
];

/**
 * @solana-mobile/wallet-standard-mobile's own modals (connecting, wallet not found) put a Google Fonts
 * stylesheet into the page: a request to a third party from the staker's phone, which a strict CSP blocks
 * anyway. The embed and the site load no remote font, so those links are taken out at build time; the
 * modals fall back to the system font. The production-build test fails if any remote font remains.
 */
const noRemoteFonts: Plugin = {
  name: 'no-remote-fonts',
  transform(code, id) {
    if (!id.includes('@solana-mobile/wallet-standard-mobile')) return null;
    const stripped = code.replace(/<link[^>]*fonts\.(?:googleapis|gstatic)\.com[^>]*>/g, '');
    return stripped === code ? null : { code: stripped, map: null };
  },
};

/**
 * The widget's stylesheet is strings (widget/react/*Css.ts: the first paint's, then each lazy chunk's), which
 * no minifier touches: built pages get them without comments and spare whitespace, with short colours (#fff)
 * and numbers (.85rem): 570 gzipped bytes of the embed's first load. Spaces before a colon stay (`.a :is(...)`
 * is not `.a:is(...)`). widgetCss.ts only joins the others.
 */
const compactWidgetCss: Plugin = {
  name: 'compact-widget-css',
  apply: 'build',
  transform(code, id) {
    if (!/widget\/react\/\w+Css\.ts$/.test(id) || id.endsWith('/widgetCss.ts')) return null;
    const compacted = code.replace(/(Css\s*(?::\s*string\s*)?=\s*)`([^`]*)`/, (_, start: string, css: string) => {
      if (css.includes('${')) throw new Error(`${id}: compact-widget-css expects a plain string`);
      const tight = css
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{};,>/])\s*/g, '$1')
        .replace(/:\s+/g, ':')
        .replace(/;}/g, '}')
        .replace(/#([\da-f])\1([\da-f])\2([\da-f])\3\b/gi, '#$1$2$3')
        .replace(/([\s:,(])0\.(\d)/g, '$1.$2')
        .trim();
      return `${start}\`${tight}\``;
    });
    if (compacted === code) throw new Error(`${id}: compact-widget-css found no stylesheet`);
    return { code: compacted, map: null };
  },
};

/**
 * `virtual:lst-shell-templates`: the startup copies of `<lst-stake>` and `<lst-wallet-button>`, rendered at
 * build time from the real elements (widget/element/renderShellTemplates.tsx) on the embed's runtime, in a
 * happy-dom document. Nobody writes the copies' markup: it is whatever StakeCard and WalletButton render.
 * Every configuration that compiles widget/element has this plugin; the rendering is shared by all of them.
 */
const SHELLS = 'virtual:lst-shell-templates';
const shellState: { rendering: Promise<{ code: string; files: string[] }> | null } = { rendering: null };

async function renderShells(): Promise<{ code: string; files: string[] }> {
  const window = new Window({ url: 'https://localhost/' });
  // The window's globals for the rendering only, and only those node does not have itself. No animation
  // frames: Preact then runs (or, for the unmounted renderings, skips) its effects on a plain timer,
  // which needs no global once the rendering is done.
  const names = new Set<string>();
  for (let level: object | null = window; level && level !== Object.prototype; level = Object.getPrototypeOf(level) as object | null)
    for (const name of Object.getOwnPropertyNames(level)) names.add(name);
  const added = [...names].filter((name) => !(name in globalThis) && !/AnimationFrame$/.test(name));
  for (const name of added) {
    const value = (window as unknown as Record<string, unknown>)[name];
    const bound = typeof value === 'function' && !/^[A-Z]/.test(name) ? value.bind(window) : value;
    Object.defineProperty(globalThis, name, { value: bound, configurable: true, writable: true });
  }
  // A server of its own (no config file: not this one), kept open while the rendering loads its lazy
  // chunks (the German texts), then closed. It must leave the dev server it may run inside alone: with
  // the default cache folder, its dependency optimizer (which finds nothing to optimize) replaced the dev
  // server's optimized dependencies, and every page then got `504 (Outdated Optimize Dep)` and stayed
  // blank. So: no optimizer at all (server rendering loads node_modules as node does), and a cache folder
  // of its own in case a future Vite writes one anyway.
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    cacheDir: here('node_modules/.vite-shell-templates'),
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: preactAliases },
    define: production,
  });
  try {
    const module = (await server.ssrLoadModule(here('widget/element/renderShellTemplates.tsx'))) as ShellRenderer;
    const templates = await module.renderShellTemplates();
    const files = [...server.environments.ssr.moduleGraph.idToModuleMap.values()].flatMap((node) => (node.file ? [node.file] : []));
    return { code: `export default ${JSON.stringify(templates)};`, files };
  } finally {
    await server.close();
    for (const name of added) delete (globalThis as Record<string, unknown>)[name];
    await window.happyDOM.close();
  }
}

export const shellTemplates = (): Plugin => ({
  name: 'lst-shell-templates',
  resolveId: (id) => (id === SHELLS ? `\0${SHELLS}` : null),
  async load(id) {
    if (id !== `\0${SHELLS}`) return null;
    shellState.rendering ??= renderShells().catch((error: unknown) => {
      shellState.rendering = null;
      throw error;
    });
    const { code, files } = await shellState.rendering;
    for (const file of files) this.addWatchFile(file);
    return code;
  },
  // A component changed (dev server, watch mode): the next load renders the copies again.
  watchChange: (file) => {
    if (file.startsWith(here('widget/'))) shellState.rendering = null;
  },
  // The dev server keeps the module's last result: without this, the page reloaded after a component
  // changed still got the copies rendered before it (until a restart).
  hotUpdate({ file, modules }) {
    if (!file.startsWith(here('widget/'))) return;
    const shells = this.environment.moduleGraph.getModuleById(`\0${SHELLS}`);
    if (!shells) return;
    this.environment.moduleGraph.invalidateModule(shells);
    return [...modules, shells];
  },
});

/** The library's other supported React: component tests run on 18 as well as 19. */
const react18Aliases: Alias[] = [
  { find: /^react$/, replacement: 'react18' },
  { find: /^react\/(.*)$/, replacement: 'react18/$1' },
  { find: /^react-dom$/, replacement: 'react-dom18' },
  { find: /^react-dom\/(.*)$/, replacement: 'react-dom18/$1' },
  { find: /^@testing-library\/react$/, replacement: here('node_modules/@testing-library/react/dist/@testing-library/react.esm.js') },
];

/** Packages whose `import 'react'` must go through the alias under test, not node's own resolution. */
const inlineDeps = [/@solana\/wallet-/, /@r2wc/, /@testing-library/];

const production = {
  'process.env.NODE_ENV': JSON.stringify('production'),
};

/**
 * The Mobile Wallet Adapter (widget/react/mobileWallet.ts and @solana-mobile/wallet-standard-mobile) is 135 KB
 * of minified script that only Android browsers load. The embed and the React library load the same file,
 * `dist/embed/chunks/mobileWallet-<hash>.js`, built on its own with everything it imports inside (it shares
 * no chunk with either build), so the package ships it once: the library's dynamic import is a relative path
 * into the package's `dist/embed`, which every app's bundler follows like any module of the package
 * (scripts/check-package.mjs checks that every such path is packed). Issue 38: 42 KB gzipped less in the
 * packed package. Both builds make the file the same way, so the same bytes and name; the embed writes it.
 */
const MOBILE_WALLET_IMPORT = 'lst-stake-widget:mobile-wallet';

async function buildMobileWallet(): Promise<{ fileName: string; code: string }> {
  const built = await build({
    // Nothing from where or how the outer build runs: both builds must make the same bytes, hence the same name.
    configFile: false,
    root: here('.'),
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [noRemoteFonts],
    define: production,
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      lib: { entry: here('widget/react/mobileWallet.ts'), formats: ['es'], fileName: () => 'mobileWallet.js' },
      rolldownOptions: { output: { minify: true, comments: { legal: false, annotation: false, jsdoc: false }, codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap(({ output }) => output.filter((item) => item.type === 'chunk'));
  if (chunks.length !== 1) throw new Error(`the Mobile Wallet Adapter should build as one file, not ${chunks.length}`);
  const { code } = chunks[0]!;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { fileName: `chunks/mobileWallet-${hash}.js`, code };
}

const sharedMobileWallet = (home: 'embed' | 'lib'): Plugin => {
  let mobileWallet: { fileName: string; code: string };
  return {
    name: 'shared-mobile-wallet',
    apply: 'build',
    // Before Vite's own resolver, which would resolve the import to the source file.
    enforce: 'pre',
    async buildStart() {
      mobileWallet = await buildMobileWallet();
      if (home === 'embed') this.emitFile({ type: 'asset', fileName: mobileWallet.fileName, source: mobileWallet.code });
    },
    resolveId(source, importer) {
      const driver = importer?.replace(/\\/g, '/').endsWith('widget/react/startWalletDriver.ts');
      // The file's own name in the stand-in, so the importing chunk's hash changes whenever the file does.
      return source === './mobileWallet' && driver ? { id: `${MOBILE_WALLET_IMPORT}/${mobileWallet.fileName}`, external: true } : null;
    },
    generateBundle(_, bundle) {
      // Where the file is from the output folder: the embed's own, or the embed's beside the library's.
      const standIn = `${MOBILE_WALLET_IMPORT}/${mobileWallet.fileName}`;
      const target = home === 'embed' ? mobileWallet.fileName : `../embed/${mobileWallet.fileName}`;
      let found = 0;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.code.includes(standIn)) continue;
        const path = posix.relative(posix.dirname(chunk.fileName), target);
        chunk.code = chunk.code.replaceAll(standIn, path.startsWith('.') ? path : `./${path}`);
        found++;
      }
      if (found !== 1) throw new Error(`expected one chunk to import the Mobile Wallet Adapter, found ${found}`);
    },
  };
};

/**
 * Lazy chunks the embed's splitting made of a few hundred bytes each, shared by the same lazy code,
 * joined: each chunk costs its import and export lines (and a request), more than such a module's own
 * bytes. `chainParts`: what every read or transaction of the chain loads anyway (the guard's refusal
 * texts, program ids and instruction encoders, base58, token layouts, derived addresses);
 * `uiParts`: what the wallet menu and picker share; `walletParts`: the wallet driver's chain and
 * rejection helpers; `stakeEvents`: the card's events and their ending. Only the modules named (not what
 * they import, which would pull first-load code in); none runs anything when loaded. Issue 38, all
 * desktop chunks: 123,962 -> 122,545 B gzip with the first two, 120,667 -> 120,435 B with onCurve and
 * the last two; the first load unchanged.
 * Issue 39's stake-account deposit shares modules with the SOL path, which split them into chunks of their
 * own: the quote's check (imported by both route codes) joins `chainParts`; the transaction guard
 * (guardTransaction and the checks it runs, imported by the SOL and unstake pipelines and the deposit)
 * goes back into `pipeline`, where it was before: the SOL path loads what it did, the deposit loads the
 * SOL stake's 1.4 KB with it. All desktop chunks 137,128 -> 136,639 B. (The SOL deposit's transaction
 * module, shared by the route code and the deposit, broke a stake when joined to `chainParts`: it
 * imports chunks that import chainParts.)
 */
const embedChunkGroups = [
  {
    name: 'chainParts',
    test: /widget[\\/](core[\\/](encoding[\\/](base58|instructionData|sameBytes)|guard[\\/](decodedMessage|tokenLayouts|programs|refusals|checkQuote)|stakePool[\\/](tokenInstructions|chainEpoch|stakeAccount)|addresses[\\/]sysvars|lst[\\/]position)|solana[\\/](stakeAccounts|sha256|programAddress|onCurve))\.ts$/,
    includeDependenciesRecursively: false,
  },
  {
    name: 'pipeline',
    test: /widget[\\/](core[\\/]guard[\\/](checkMint|checkSimulation|instructionRules|checkTransaction|guardTransaction)|stake[\\/](routes[\\/]refusedText|handOver|runEndings|runStake|stakeFromCard|pipeline))\.ts$/,
    includeDependenciesRecursively: false,
  },
  { name: 'uiParts', test: /widget[\\/]react[\\/](joinStyles|listCss|useDismiss)\.ts$/, includeDependenciesRecursively: false },
  { name: 'walletParts', test: /widget[\\/]core[\\/]wallet[\\/](walletChain|walletRejection)\.ts$/, includeDependenciesRecursively: false },
  { name: 'stakeEvents', test: /widget[\\/]stake[\\/](stakeEvents|endingEvent)\.ts$/, includeDependenciesRecursively: false },
];

/**
 * One ES module plus lazy chunks, loaded relative to its own URL: `dist/embed/lst-stake.js`. What the
 * first render needs is all in that one file (no second request round before the card can show), and
 * the lazy chunks import from it. Lib mode leaves whitespace in ES output for other bundlers to
 * tree-shake; this file is the end product, so it is minified in full.
 */
const embed: UserConfig = {
  plugins: [compactWidgetCss, shellTemplates(), sharedMobileWallet('embed')],
  resolve: { alias: preactAliases },
  define: production,
  build: {
    outDir: 'dist/embed',
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    lib: { entry: here('widget/element/embed.ts'), formats: ['es'], fileName: () => 'lst-stake.js' },
    rolldownOptions: {
      preserveEntrySignatures: false,
      // A built script is tree-shaken already: its `/* @__PURE__ */` marks (138 in the first load, about 200 B gzipped) are
      // bytes no one reads. Licence comments were already left out of the minified scripts, as before.
      output: {
        minify: true,
        comments: { legal: false, annotation: false, jsdoc: false },
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: { groups: embedChunkGroups },
      },
    },
  },
};

/**
 * The try-it script's languages, `dist/embed/lst-stake-demo.de.js` and the others: each one classic script
 * that hands the try-it script its texts, the card's and "Bring your stake"'s (demo/tryItTextScripts.ts),
 * written from the translations themselves. The try-it script loads only the one a page speaks, beside itself.
 */
const tryItTextScripts = (): Plugin => ({
  name: 'try-it-text-scripts',
  apply: 'build',
  async generateBundle() {
    const { module: scripts } = await runnerImport<typeof TryItTextScripts>(here('demo/tryItTextScripts.ts'));
    for (const language of scripts.TRY_IT_LANGUAGES) {
      const { module } = await runnerImport<{ translation: Labels }>(here(`widget/core/texts/translations/${language}.ts`));
      const { module: bring } = await runnerImport<{ bringTranslation: BringTranslation }>(
        here(`widget/core/texts/translations/bring/${language}.ts`),
      );
      this.emitFile({
        type: 'asset',
        fileName: scripts.textScriptName(language),
        source: scripts.textScript(language, module.translation, bring.bringTranslation),
      });
    }
  },
});

/**
 * The try-it script, `dist/embed/lst-stake-demo.js`: the elements on the demo services as one classic
 * script with every lazy chunk inlined, because a page opened from disk (file://) may load neither
 * module scripts nor chunks. Its translations are classic scripts beside it (tryItTextScripts). Built
 * after the embed, into the same folder.
 */
const embedDemo: UserConfig = {
  ...embed,
  // The try-it script has no Mobile Wallet Adapter (demo/noMobileWallet.ts), so no shared file to import.
  plugins: [compactWidgetCss, shellTemplates(), tryItTextScripts()],
  resolve: {
    alias: [
      ...preactAliases,
      { find: /^\.\/mobileWallet$/, replacement: here('demo/noMobileWallet.ts') },
      { find: /^\.\/translationLoaders$/, replacement: here('demo/tryItTranslationLoaders.ts') },
      // "Bring your stake"'s translations (imported as '../core/texts/bringTranslations') from the same files.
      { find: /^\.{1,2}\/(?:[\w.]+\/)*bringTranslations$/, replacement: here('demo/tryItBringTranslations.ts') },
    ],
  },
  build: {
    ...embed.build,
    emptyOutDir: false,
    lib: { entry: here('demo/tryIt.ts'), formats: ['iife'], name: 'lstStakeDemo', fileName: () => 'lst-stake-demo.js' },
    rolldownOptions: { output: { minify: true, comments: { legal: false, annotation: false, jsdoc: false } } },
  },
};

/** The library's entries that render with React, marked `'use client'`. */
const CLIENT_ENTRIES = ['index', 'element'];

/**
 * The React library: React, ReactDOM and @solana/* stay the app's own. The Mobile Wallet Adapter
 * (@solana-mobile/wallet-standard-mobile) is bundled into the Android-only chunk, as in the embed: as a
 * dependency it would reach react-native (a peer of its protocol package), which npm installs by default.
 * Minified, as the embed is (the packed package 560 -> 480 KB, 28 November 2026): an app's bundler still
 * tree-shakes it: its modules stay ES modules, with their tree-shaking annotations (`@__PURE__`).
 */
const lib: UserConfig = {
  plugins: [compactWidgetCss, shellTemplates(), sharedMobileWallet('lib')],
  define: production,
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    minify: true,
    lib: {
      // `demo` is the opt-in `lst-stake-widget/demo`: only an app that imports it gets the demo.
      entry: { index: here('widget/react/index.ts'), element: here('widget/element/index.ts'), demo: here('demo/createDemo.ts') },
      formats: ['es'],
    },
    rolldownOptions: {
      // The peers and the runtime dependencies; the rest (the demo's burner wallet) is bundled.
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^@solana\/(web3\.js|wallet-adapter-(base|react))($|\/)/,
        /^@wallet-standard\//,
        /^@r2wc\//,
        /^valibot/,
        /^bs58/,
      ],
      output: {
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Without our doc comments (the type declarations carry them); tree-shaking annotations and licences stay.
        comments: { legal: true, annotation: true, jsdoc: false },
        // The React entries are client modules: Next.js's App Router (React Server Components) may then
        // import them from a server component. Module directives are dropped by the bundle, so the banner
        // puts it back on exactly those files, on a line of its own after minification. The demo entry
        // renders nothing and carries none.
        postBanner: (chunk) => (chunk.isEntry && CLIENT_ENTRIES.includes(chunk.name) ? "'use client';" : ''),
      },
    },
  },
};

/** Every component test runs once per supported runtime: React 19, React 18 and preact/compat. */
function componentProject(name: string, runtime: string, alias: Alias[], setup: string[] = []): UserConfig {
  return {
    plugins: [shellTemplates()],
    resolve: { alias },
    test: {
      name,
      env: { TEST_RUNTIME: runtime },
      root: here('.'),
      include: ['tests/component/**/*.test.tsx'],
      // Server rendering and hydration are the React library's; Preact only runs the elements, in the browser.
      exclude: runtime === 'preact' ? ['tests/component/hydration.test.tsx'] : [],
      environment: 'happy-dom',
      setupFiles: [...setup, 'tests/support/setupDom.ts'],
      server: { deps: { inline: inlineDeps } },
    },
  };
}

/**
 * Writes the site's `_headers` for static hosts, its Content-Security-Policy allowing exactly the
 * services this build is configured with (VITE_* at build time, else the widget's defaults).
 */
function siteHeaders(mode: string): Plugin {
  return {
    name: 'site-headers',
    apply: 'build',
    async generateBundle() {
      // Loaded through Vite when the build needs it: an import here would make the config depend on
      // extensionless TypeScript imports, which Vite warns about on every start.
      const { module } = await runnerImport<{ siteHeadersFile: typeof siteHeadersFile }>(here('site/hosting/siteHeadersFile.ts'));
      this.emitFile({ type: 'asset', fileName: '_headers', source: module.siteHeadersFile(loadEnv(mode, here('site'), 'VITE_')) });
    },
  };
}

/**
 * The site serves the built embed at /embed/ (without the try-it script), so the configurator's snippet
 * loads it from the site's own origin: copied into the site build, and served by the dev server when
 * `npm run build:embed` has run. The demo site serves the try-it script too: a pool launched on the
 * demo leaves with a snippet that loads it.
 */
const embedBesideSite = (mode: string): Plugin => ({
  name: 'embed-beside-site',
  configureServer(server) {
    server.middlewares.use('/embed/', (request, response, next) => {
      const file = resolve(here('dist/embed'), `.${(request.url ?? '').split('?')[0]}`);
      if (!file.startsWith(here('dist/embed/')) || !existsSync(file) || !statSync(file).isFile()) return next();
      response.setHeader('content-type', 'text/javascript');
      response.end(readFileSync(file));
    });
  },
  writeBundle(options) {
    if (!existsSync(here('dist/embed/lst-stake.js'))) throw new Error('Build the embed first (npm run build:embed): the site serves it.');
    cpSync(here('dist/embed'), resolve(options.dir!, 'embed'), {
      recursive: true,
      filter: (path) => mode === 'demo' || !/lst-stake-demo(\.\w+)?\.js$/.test(path),
    });
  },
});

export default defineConfig(({ mode }) => {
  if (mode === 'embed') return embed;
  if (mode === 'embed-demo') return embedDemo;
  if (mode === 'lib') return lib;
  return {
    root: here('site'),
    publicDir: here('site/public'),
    plugins: [siteHeaders(mode), noRemoteFonts, compactWidgetCss, embedBesideSite(mode), shellTemplates()],
    resolve: { alias: preactAliases },
    // `--mode demo` (site/.env.demo) builds the site with its demo services, for the browser tests.
    // `--mode bench` (site/.env.bench): the production site on the bench server's loopback services.
    build: { outDir: here(mode === 'demo' ? 'dist/site-demo' : mode === 'bench' ? 'dist/site-bench' : 'dist/site'), emptyOutDir: true },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      root: here('.'),
      // Vitest's default is one worker fewer than the cores: on the 2-core CI machine, a single worker ran
      // every unit, component, site and stories file one after another while the main process (which
      // transforms the modules) mostly waited. Two there (measured: the react project 107 s -> 77 s);
      // the default on larger machines. The e2e project stays one file at a time (fileParallelism).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        { plugins: [shellTemplates()], test: { name: 'unit', root: here('.'), include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
        componentProject('react', 'react19', []),
        componentProject('react18', 'react18', react18Aliases, ['tests/support/useReact18.ts']),
        componentProject('preact', 'preact', preactAliases),
        {
          plugins: [shellTemplates()],
          resolve: { alias: preactAliases },
          test: {
            name: 'site',
            root: here('.'),
            include: ['tests/site/**/*.test.tsx'],
            environment: 'happy-dom',
            setupFiles: ['tests/support/setupDom.ts'],
            server: { deps: { inline: [...inlineDeps, /preact-router/] } },
          },
        },
        {
          // Every Storybook story on real React 19, play functions as assertions.
          plugins: [shellTemplates()],
          test: {
            name: 'stories',
            root: here('.'),
            include: ['tests/stories/**/*.test.tsx'],
            environment: 'happy-dom',
            setupFiles: ['tests/stories/setup.ts'],
            testTimeout: 20_000,
          },
        },
        // `npm run bench` only: figures printed, never a timing asserted.
        ...(process.env.BENCH
          ? [
              {
                test: {
                  name: 'bench',
                  root: here('.'),
                  include: ['scripts/bench/**/*.bench.ts'],
                  environment: 'node',
                  testTimeout: 600_000,
                  fileParallelism: false,
                },
              },
            ]
          : []),
        {
          plugins: [shellTemplates()],
          test: {
            name: 'e2e',
            root: here('.'),
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
            // Tests marked concurrent (the Storybook stories, each on its own page) run this many at once:
            // on two cores, more pages only wait longer for the same CPU.
            maxConcurrency: 4,
          },
        },
      ],
      exclude: [...configDefaults.exclude],
    },
  } satisfies UserConfig & { test: unknown };
});
