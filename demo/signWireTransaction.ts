import { sameBytes } from '../widget/core/encoding/sameBytes';
import type { SigningKey } from './webEd25519';

/** A compact-u16 (Solana's short vector length) at `offset`: its value and where what follows starts. */
function shortVec(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0;
  for (let shift = 0, at = offset; shift < 21; shift += 7, at++) {
    const byte = bytes[at];
    if (byte === undefined) throw new Error('the transaction ends inside a length');
    value |= (byte & 0x7f) << shift;
    if (!(byte & 0x80)) return [value, at + 1];
  }
  throw new Error('a length longer than three bytes');
}

/**
 * Signs a transaction in its wire format (legacy or v0) as one of its signers, as a wallet signs the
 * bytes a page hands it: the signature goes in that signer's slot, every other byte stays as it came.
 * `key` signs the message (demo/webEd25519.ts: the browser's WebCrypto).
 */
export async function signWireTransaction(transaction: Uint8Array, key: SigningKey): Promise<Uint8Array> {
  const { publicKey } = key;
  const [signatures, messageStart0] = shortVec(transaction, 0);
  const messageStart = messageStart0 + signatures * 64;
  const message = transaction.subarray(messageStart);
  // A versioned message starts with its version byte (high bit set); its header follows.
  const header = message[0]! & 0x80 ? 1 : 0;
  const requiredSignatures = message[header]!;
  const [keyCount, keysStart] = shortVec(message, header + 3);
  const keys = Math.min(keyCount, requiredSignatures);
  for (let index = 0; index < keys; index++) {
    const signer = message.subarray(keysStart + index * 32, keysStart + (index + 1) * 32);
    if (!sameBytes(signer, publicKey) || index >= signatures) continue;
    const signed = transaction.slice();
    signed.set(await key.sign(message), messageStart0 + index * 64);
    return signed;
  }
  throw new Error('this wallet is not a signer of the transaction');
}
