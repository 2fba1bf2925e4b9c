#!/usr/bin/env node
// Byte budgets for the embed, checked in the test command (bytes are deterministic; timings are not).
// First load = the entry module plus every chunk it imports statically; all = every chunk a desktop page
// may load. The Mobile Wallet Adapter chunk, which only Android browsers fetch, is counted on its own, and
// so is the try-it script (lst-stake-demo.js: the whole widget and the demo in one file, never on a real page),
// and its languages (lst-stake-demo.de.js and the others, each loaded only by a try-it page in it: the
// largest one is the budget's figure).
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// Issue 36's limits, all met and enforced: 31 KB for the first load, 172 KB for all desktop chunks, 198 KB
// for the try-it script (and 60 KB for the Android-only chunk). Measured on 28 November 2026 (node's gzip -9):
// 31,697 B / 168,043 B / 194,140 B (Android 43,860 B), once the embed and the try-it script stopped
// building what web3.js imports but never runs (`web3Unused` in vite.config.ts: 180,814 and 207,771 B
// before). Issues 30 to 32 set lower goals for the last two (142 / 172 KB, then 150 / 180 KB) that the
// way out and the guard outgrew; docs/benchmarks.md ("Byte budgets") has the history and where the bytes are.
// Issue 38's Wallet Standard driver in place of wallet-adapter-react (28 November 2026): all desktop chunks
// 174,030 -> 166,308 B, the try-it script 202,436 -> 180,148 B, the first load 31,645 -> 31,619 B.
// Issue 38 sets the first load to 30 KB: met on 28 November 2026 at 30,686 B (from 31,649 B) once the
// stylesheet came in parts, the lazy chunks joining their own rules (widget/react/widgetStylesheet.ts).
// Issue 38's light core (28 November 2026): widget/solana and the demo on @solana/kit, wallets through the
// Wallet Standard; no web3.js 1.x or wallet-adapter code in any chunk (failed on below). All desktop chunks
// 174,030 -> 130,488 B, the try-it script 202,436 -> 147,684 B. Issue 38's goals for those two (100 KB and
// 125 KB) are not met yet: the limits hold what was reached, with a little room, so nothing grows back.
// Issue 38's try-it limit, met (29 November 2026, from main at 1be542a): the try-it script 147,716 -> 118,401 B
// once the demo signed and checked signatures on WebCrypto's Ed25519 (no @noble/curves: 136,820 B) and its
// translations became classic scripts beside it, one loaded per page in that language (the largest, German or
// Chinese, 6,975 B). The first load 30,685 -> 30,098 B with what a running action and the wallet picker say
// in their lazy chunks (runEnglish.ts, pickerEnglish.ts); all desktop chunks 130,521 -> 130,907 B for it.
// With issue 39's stake-account deposit (main at 2e99ea9): 30,099 / 131,693 / 121,280 B (a language 7,119 B).
// The first load stays at 30 KB.
// Issue 38's cut of what the chunks carry (29 November 2026): a legacy/v0 wire format and compile of our own on
// kit's codecs (not kit's message pipeline, which carries v1), base58 and the curve check of our own
// (not bs58 and kit's string codecs, now only in the Android chunk), the small shared chunks
// joined (`embedChunkGroups` in vite.config.ts): all desktop chunks 130,521 -> 120,423 B, the first load
// unchanged (30,684 B), Android 42,556 -> 43,781 B. The limit is that plus 3.4 KB for issue 39's chunks.
// Issue 39's card on main (df09797, 29 November 2026): 30,205 / 137,983 / 130,901 B, a language 7,119 B: its
// chunks about 13 KB, the chunks they cut out of the SOL path's (a module shared by two lazy chunks becomes a
// third) about 2 KB, @noble/hashes' SHA-256 again 1.2 KB. Then (branch bring-slim): the try-it script's
// bring translations in its language files, not bundled (try-it 127,521 B, the largest language 7,876 B);
// the bring entry's chunk with its two English texts only; the panel reading the pool through the route code;
// the cut-out chunks joined again (`embedChunkGroups`). Reached: 30,205 / 136,639 / 127,523 B, a language
// 7,876 B. Issue 38's try-it limit, 125 KB, is met again; all = what was reached plus 1 KB; a language
// stays at 8 KB (one file per page language, 316 B of room).
// Then the review's fixes to the stake-account deposit (what the wallet pays in SOL before the click, a wallet
// short of SOL said in words, a token refused for every way in) took all to 138,019 B; the demo's aggregator
// compiling with the widget's own compile (not kit's message pipeline) took try-it to 124,455 B. all = that
// plus 1 KB.
// Then (29 November 2026, from main at bff7587: 30,210 / 138,050 / 124,478 B, a language 7,973 B, Android 43,781 B):
// one Mobile Wallet Adapter file for the embed and the library, built with all it imports inside (Android 44,348 B,
// the shared chunks it used no longer split out for it); failed transactions worded (three texts in four languages)
// and the staker's withheld transfer fee refused: 30,210 / 138,563 / 125,361 B, a language 8,118 B; then a swap's
// least figure before the click ("At least …", the first load's texts): 30,295 / 138,961 / 125,654 B, a language
// 8,166 B; the ways out's rate said as what it gives ("1 canSOL gives 1.0808 SOL this way", not the pool's rate):
// 30,296 / 139,012 / 125,663 B, a language 8,182 B. all = 138,961 B plus 1 KB; a language 8.5 KB: one file per page,
// which grows with every text the card says (10 B of room was none).
export const BUDGETS = { firstLoad: 30 * 1024, all: 138_961 + 1024, android: 60 * 1024, tryIt: 125 * 1024, tryItLanguage: 8.5 * 1024 };

const ANDROID_ONLY = /(^|[\\/])mobileWallet-[\w-]+\.js$/;
const TRY_IT = /(^|[\\/])lst-stake-demo\.js$/;
const TRY_IT_TEXTS = /(^|[\\/])lst-stake-demo\.\w+\.js$/;

const dir = resolve(process.argv[2] ?? 'dist/embed');
const entry = join(dir, 'lst-stake.js');
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) staticClosure(resolve(dirname(file), spec), seen);
  return seen;
}

const walk = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? walk(join(folder, item.name)) : item.name.endsWith('.js') ? [join(folder, item.name)] : [],
  );

const first = [...staticClosure(entry)];
const every = walk(dir);
const android = every.filter((file) => ANDROID_ONLY.test(file));
const tryIt = every.filter((file) => TRY_IT.test(file));
const tryItTexts = every.filter((file) => TRY_IT_TEXTS.test(file));
const all = every.filter((file) => !ANDROID_ONLY.test(file) && !TRY_IT.test(file) && !TRY_IT_TEXTS.test(file));
if (android.length !== 1) throw new Error(`expected one Android-only Mobile Wallet Adapter chunk, found ${android.length}`);
if (tryIt.length !== 1) throw new Error('expected the try-it script, lst-stake-demo.js (npm run build:embed)');
if (tryItTexts.length !== 3)
  throw new Error(`expected the try-it script's three languages, lst-stake-demo.de.js and the others; found ${tryItTexts.length}`);
const sum = (files) => files.reduce((total, file) => total + gz(file), 0);
const figures = {
  firstLoad: sum(first),
  all: sum(all),
  android: sum(android),
  tryIt: sum(tryIt),
  tryItLanguage: Math.max(...tryItTexts.map(gz)),
};

/**
 * Code the embed must not carry (issue 38): wallet-adapter (wallets go through the Wallet Standard) and
 * web3.js 1.x (transactions on kit). Each is known by strings its minified code keeps: wallet-adapter's
 * error names, and web3.js's own error messages. The Mobile Wallet Adapter's element ids
 * (`mobile-wallet-adapter-…`) are not wallet-adapter. Checked in every chunk, the Android-only one and
 * the try-it script included.
 */
const FORBIDDEN = {
  'wallet-adapter': [
    /WalletSignTransactionError/,
    /WalletNotSelectedError/,
    /WalletDisconnectionError/,
    /WalletReadyState/,
    /(?<!mobile-)wallet-adapter/,
  ],
  'web3.js 1.x': [/Invalid public key input/, /Max seed length exceeded/, /TransactionExpiredBlockheightExceededError/],
};
const carrying = Object.entries(FORBIDDEN).flatMap(([what, markers]) =>
  every.filter((file) => markers.some((marker) => marker.test(readFileSync(file, 'utf8')))).map((file) => ({ what, file })),
);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('embed chunk (gzip -9)'.padEnd(52), 'size');
for (const file of every.sort((a, b) => gz(b) - gz(a))) {
  const note = first.includes(file)
    ? '  [first load]'
    : android.includes(file)
      ? '  [Android only]'
      : tryIt.includes(file)
        ? '  [try-it]'
        : tryItTexts.includes(file)
          ? '  [try-it, one language]'
          : '';
  console.log(`  ${relative(dir, file)}${note}`.padEnd(52), kb(gz(file)));
}
let failed = false;
for (const [name, budget] of Object.entries(BUDGETS)) {
  const ok = figures[name] <= budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name.padEnd(10)} ${kb(figures[name]).padStart(9)} of ${kb(budget)}`);
}
for (const { what, file } of carrying) {
  failed = true;
  console.log(`OVER ${relative(dir, file)} carries ${what}`);
}
mkdirSync('dist', { recursive: true });
writeFileSync(
  'dist/budgets.json',
  JSON.stringify(
    {
      ...figures,
      budgets: BUDGETS,
      firstLoadFiles: first.map((file) => relative(dir, file)),
      chunks: Object.fromEntries(every.map((file) => [relative(dir, file), gz(file)])),
    },
    null,
    2,
  ),
);
if (failed) {
  console.error('Byte budget exceeded, or code the embed must not carry is back: see above.');
  process.exit(1);
}
