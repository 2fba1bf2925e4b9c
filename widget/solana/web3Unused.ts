/**
 * What the embed, the try-it script and the site build in place of three modules that @solana/web3.js
 * imports but the widget never runs (a resolver in vite.config.ts, for imports made by web3.js only: a
 * build concern, nothing is replaced at install time; the React library leaves web3.js to the app).
 *
 * - `jayson/lib/client/browser`: the JSON-RPC transport of web3.js's `Connection`. The widget has its own
 *   RPC client (widget/api/rpcClient.ts) and never builds a `Connection`, so the bundler drops that class,
 *   but not jayson and the whole `uuid` package, which it imports as CommonJS: 4,166 B gzipped.
 * - `@noble/curves/secp256k1` and `@noble/hashes/sha3`: the curve and keccak of `Secp256k1Program`, which
 *   builds Ethereum-signature instructions that no stake, exit or launch of ours contains. web3.js reads
 *   two of the curve's members at load time, so the bundler keeps it whole: 7,419 B gzipped.
 *
 * Anything that does call one of them gets an error that names this file, never a silent wrong answer.
 */
function absent(what: string): never {
  throw new Error(`${what} is left out of this build (widget/solana/web3Unused.ts): the widget does not use it`);
}

/** In place of jayson's browser client: only web3.js's `Connection` constructs one. */
export default class RpcClient {
  constructor() {
    absent("web3.js's Connection");
  }
}

/** In place of @noble/curves' secp256k1: web3.js reads `utils.isValidPrivateKey` and `getPublicKey` as it loads. */
export const secp256k1 = Object.freeze({
  sign: () => absent('secp256k1'),
  getPublicKey: () => absent('secp256k1'),
  utils: Object.freeze({ isValidPrivateKey: () => absent('secp256k1') }),
});

/** In place of @noble/hashes' keccak_256, which web3.js uses for Secp256k1Program only. */
export const keccak_256 = (): never => absent('keccak_256');
