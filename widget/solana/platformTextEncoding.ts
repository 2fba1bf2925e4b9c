/**
 * What the embed, the try-it script and the site build in place of `text-encoding-utf-8`, a TextEncoder and
 * TextDecoder polyfill that borsh (a dependency of @solana/web3.js) requires as CommonJS and then uses only
 * where the platform has none (a resolver in vite.config.ts). Every browser the widget runs in has both,
 * as the widget's own code assumes: 1,256 B gzipped.
 */
export const TextEncoder = globalThis.TextEncoder;
export const TextDecoder = globalThis.TextDecoder;
