// The demo's burner signs a transaction in its wire format, as a Wallet Standard wallet is handed it.
import { ed25519 } from '@noble/curves/ed25519';
import type { PublicKey } from '@solana/web3.js';
import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { signWireTransaction } from '../../demo/signWireTransaction';

const BLOCKHASH = '9sHcv6xwn9YkB8nxTUGKDwPwNnmqVp5oAXxU8Fdkm4J6';

/** A transaction with two signers (the fee payer first), legacy or v0, unsigned, in its wire format. */
function unsigned(version: 'legacy' | 0, payer: PublicKey, other: PublicKey): Uint8Array {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: BLOCKHASH,
    instructions: [
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: other, lamports: 1 }),
      SystemProgram.transfer({ fromPubkey: other, toPubkey: payer, lamports: 2 }),
    ],
  });
  return new VersionedTransaction(version === 0 ? message.compileToV0Message() : message.compileToLegacyMessage()).serialize();
}

describe("the burner's signature on wire bytes", () => {
  it.each(['legacy', 0] as const)('%s: fills exactly its own slot, and the signature verifies over the message', (version) => {
    const [payer, other] = [Keypair.generate(), Keypair.generate()];
    const bytes = unsigned(version, payer.publicKey, other.publicKey);
    const signed = signWireTransaction(bytes, other.secretKey.slice(0, 32), other.publicKey.toBytes());
    const decoded = VersionedTransaction.deserialize(signed);
    expect(decoded.signatures[0]).toEqual(new Uint8Array(64)); // the payer's slot, untouched
    expect(ed25519.verify(decoded.signatures[1]!, decoded.message.serialize(), other.publicKey.toBytes())).toBe(true);
    // Every byte but the signer's slot is as it came.
    expect([...signed.slice(1 + 128)]).toEqual([...bytes.slice(1 + 128)]);
    expect([...signed.slice(0, 1 + 64)]).toEqual([...bytes.slice(0, 1 + 64)]);
  });

  it('refuses a transaction it is no signer of', () => {
    const [payer, other, stranger] = [Keypair.generate(), Keypair.generate(), Keypair.generate()];
    const bytes = unsigned(0, payer.publicKey, other.publicKey);
    expect(() => signWireTransaction(bytes, stranger.secretKey.slice(0, 32), stranger.publicKey.toBytes())).toThrow(
      'this wallet is not a signer of the transaction',
    );
  });
});
