/** ed25519's field prime, 2^255 - 19, and its curve constant d (RFC 8032, 5.1). */
const P = 2n ** 255n - 19n;
const D = 37095705934669439343138083508754565189542113879843219016388785533085940283555n;

const mod = (value: bigint) => ((value % P) + P) % P;

function power(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  for (let square = mod(base); exponent; exponent >>= 1n, square = (square * square) % P) if (exponent & 1n) result = (result * square) % P;
  return result;
}

/**
 * Whether 32 bytes are a point on the ed25519 curve, read as kit's `isOffCurveAddress` reads them (its
 * `compressedPointBytesAreOnCurve`, after noble-ed25519, MIT, RFC 8032 5.1.3): y from the bytes without
 * the sign bit, x² = (y² - 1) / (d·y² + 1) must have a square root, and x = 0 must not carry the sign
 * bit. Here so that deriving an address needs no base58 round trip through kit's address codecs, whose
 * string codecs then stay in the Android-only chunk (1.5 KB gzipped of the desktop chunks).
 * tests/unit/onCurve.test.ts holds it equal to kit's on random bytes and on real keys and program addresses.
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  let y = 0n;
  for (let at = 31; at >= 0; at--) y = (y << 8n) | BigInt(at === 31 ? bytes[at]! & 0x7f : bytes[at]!);
  const y2 = mod(y * y);
  const u = mod(y2 - 1n);
  const v = mod(D * y2 + 1n);
  const v3 = mod(v * v * v);
  // The square root candidate (uv³)(uv⁷)^((p-5)/8); it is one when vx² is u or -u.
  const x = mod(u * v3 * power(u * v3 * v3 * v, (P - 5n) / 8n));
  const vx2 = mod(v * x * x);
  if (vx2 !== u && vx2 !== mod(-u)) return false;
  return !(x === 0n && bytes[31]! & 0x80);
}
