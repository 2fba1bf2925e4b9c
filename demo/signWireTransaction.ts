import { ed25519 } from '@noble/curves/ed25519';
import { sameBytes } from '../widget/core/encoding/sameBytes';

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
 */
export function signWireTransaction(transaction: Uint8Array, secretKey: Uint8Array, publicKey: Uint8Array): Uint8Array {
  const [signatures, messageStart0] = shortVec(transaction, 0);
  const messageStart = messageStart0 + signatures * 64;
  const message = transaction.subarray(messageStart);
  // A versioned message starts with its version byte (high bit set); its header follows.
  const header = message[0]! & 0x80 ? 1 : 0;
  const requiredSignatures = message[header]!;
  const [keyCount, keysStart] = shortVec(message, header + 3);
  const keys = Math.min(keyCount, requiredSignatures);
  for (let index = 0; index < keys; index++) {
    const key = message.subarray(keysStart + index * 32, keysStart + (index + 1) * 32);
    if (!sameBytes(key, publicKey) || index >= signatures) continue;
    const signed = transaction.slice();
    signed.set(ed25519.sign(message, secretKey), messageStart0 + index * 64);
    return signed;
  }
  throw new Error('this wallet is not a signer of the transaction');
}
