/**
 * Ed25519 on the browser's own WebCrypto (`crypto.subtle`, in Chromium, Firefox, Safari and Node), so the
 * try-it script carries no curve code of its own: the burner wallet signs with it and the demo chain
 * checks fee payers' signatures with it. A browser without Ed25519 in WebCrypto refuses both with
 * NO_ED25519's words, which the wallet button (the burner's connect) or the card (the chain's answer to
 * a send) shows as they are.
 */

const ED25519 = { name: 'Ed25519' } as const;

export const NO_ED25519 =
  "This browser's WebCrypto has no Ed25519 signatures, which the demo needs: try a current Chrome, Edge, Firefox or Safari.";

/** Why a browser cannot run the demo's signatures. */
export class NoEd25519Error extends Error {
  override readonly name = 'NoEd25519Error';
  constructor(cause?: unknown) {
    super(NO_ED25519, { cause });
  }
}

const subtle = (): SubtleCrypto => {
  const found = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!found) throw new NoEd25519Error();
  return found;
};

/** Only the browser's "not supported" means no Ed25519; anything else is a real error, thrown as it came. */
const unsupported = (error: unknown) => error instanceof DOMException && error.name === 'NotSupportedError';

/** A keypair that never leaves WebCrypto (its secret is not extractable): the public key's 32 bytes, and a signer. */
export interface SigningKey {
  publicKey: Uint8Array;
  sign(message: Uint8Array): Promise<Uint8Array>;
}

export async function createSigningKey(): Promise<SigningKey> {
  let pair: CryptoKeyPair;
  try {
    pair = (await subtle().generateKey(ED25519, false, ['sign', 'verify'])) as CryptoKeyPair;
  } catch (error) {
    throw unsupported(error) ? new NoEd25519Error(error) : error;
  }
  const publicKey = new Uint8Array(await subtle().exportKey('raw', pair.publicKey));
  return { publicKey, sign: async (message) => new Uint8Array(await subtle().sign(ED25519, pair.privateKey, message as BufferSource)) };
}

/**
 * Whether `signature` is `publicKey`'s over `message`. A key that is no point of the curve verifies
 * nothing (false); a browser without Ed25519 throws NoEd25519Error.
 */
export async function verifyEd25519(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): Promise<boolean> {
  let key: CryptoKey;
  try {
    key = await subtle().importKey('raw', publicKey as BufferSource, ED25519, false, ['verify']);
  } catch (error) {
    if (unsupported(error)) throw new NoEd25519Error(error);
    return false;
  }
  try {
    return await subtle().verify(ED25519, key, signature as BufferSource, message as BufferSource);
  } catch (error) {
    if (unsupported(error)) throw new NoEd25519Error(error);
    return false;
  }
}
