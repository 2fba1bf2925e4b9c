// The demo's burner signs a transaction in its wire format, as a Wallet Standard wallet is handed it, with
// the browser's WebCrypto (here Node's); its signatures are checked with Node's own crypto (OpenSSL), and
// the demo chain checks fee payers' signatures with WebCrypto too.
import { createPublicKey, verify } from 'node:crypto';
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBurnerWallet } from '../../demo/burnerWallet';
import { acceptTransaction, createDemoChain, issueBlockhash, lamportsOf } from '../../demo/demoChain';
import { signWireTransaction } from '../../demo/signWireTransaction';
import { connectFeature, signWithStandardWallet } from '../../widget/core/wallet/standardWallet';
import { createSigningKey, NO_ED25519 } from '../../demo/webEd25519';

const BLOCKHASH = '9sHcv6xwn9YkB8nxTUGKDwPwNnmqVp5oAXxU8Fdkm4J6';

/** A transaction with two signers (the fee payer first), legacy or v0, unsigned, in its wire format. */
function unsigned(version: 'legacy' | 0, payer: PublicKey, other: PublicKey, recentBlockhash = BLOCKHASH): Uint8Array {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: other, lamports: 1 }),
      SystemProgram.transfer({ fromPubkey: other, toPubkey: payer, lamports: 2 }),
    ],
  });
  return new VersionedTransaction(version === 0 ? message.compileToV0Message() : message.compileToLegacyMessage()).serialize();
}

/** Whether OpenSSL (Node's crypto, not WebCrypto's path) finds `signature` to be `publicKey`'s over `message`. */
const opensslVerifies = (signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array) =>
  verify(
    null,
    message,
    createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') }, format: 'jwk' }),
    signature,
  );

/** A browser whose WebCrypto has no Ed25519: each Ed25519 call rejects as such a browser does. */
function withoutEd25519() {
  const notSupported = () => Promise.reject(new DOMException('Algorithm: Unrecognized name', 'NotSupportedError'));
  for (const method of ['generateKey', 'importKey', 'verify', 'sign'] as const)
    vi.spyOn(crypto.subtle, method).mockImplementation(notSupported);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the burner's signature on wire bytes", () => {
  it.each(['legacy', 0] as const)('%s: fills exactly its own slot, and the signature verifies over the message', async (version) => {
    const payer = Keypair.generate();
    const key = await createSigningKey();
    const other = new PublicKey(key.publicKey);
    const bytes = unsigned(version, payer.publicKey, other);
    const signed = await signWireTransaction(bytes, key);
    const decoded = VersionedTransaction.deserialize(signed);
    expect(decoded.signatures[0]).toEqual(new Uint8Array(64)); // the payer's slot, untouched
    expect(opensslVerifies(decoded.signatures[1]!, decoded.message.serialize(), key.publicKey)).toBe(true);
    // Every byte but the signer's slot is as it came.
    expect([...signed.slice(1 + 128)]).toEqual([...bytes.slice(1 + 128)]);
    expect([...signed.slice(0, 1 + 64)]).toEqual([...bytes.slice(0, 1 + 64)]);
  });

  it('refuses a transaction it is no signer of', async () => {
    const [payer, other] = [Keypair.generate(), Keypair.generate()];
    const bytes = unsigned(0, payer.publicKey, other.publicKey);
    await expect(signWireTransaction(bytes, await createSigningKey())).rejects.toThrow('this wallet is not a signer of the transaction');
  });
});

describe("the demo chain's check of the fee payer's signature", () => {
  /** The burner connected, and a transfer it pays for on a fresh demo chain (which funds any address). */
  async function burnerPays() {
    const wallet = createBurnerWallet();
    const { accounts } = await connectFeature(wallet)!.connect();
    const burner = new PublicKey(accounts[0]!.address);
    const chain = createDemoChain();
    const message = new TransactionMessage({
      payerKey: burner,
      recentBlockhash: issueBlockhash(chain).blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: burner, toPubkey: Keypair.generate().publicKey, lamports: 1_000 })],
    });
    const bytes = new VersionedTransaction(message.compileToV0Message()).serialize();
    // As the widget's wallet driver asks it.
    const signed = await signWithStandardWallet(wallet, accounts[0]!, 'solana:mainnet', bytes);
    return { chain, burner: burner.toBase58(), signed };
  }

  it('lands what the burner signed, and refuses the same bytes with one bit of the signature changed', async () => {
    const { chain, burner, signed } = await burnerPays();
    const forged = signed.slice();
    forged[1 + 10]! ^= 1;
    const before = lamportsOf(chain, burner);
    expect(await acceptTransaction(chain, forged)).toEqual({
      ok: false,
      code: -32003,
      message: 'Transaction signature verification failure',
    });
    expect(lamportsOf(chain, burner)).toBe(before);
    expect(await acceptTransaction(chain, signed)).toMatchObject({ ok: true });
    expect(lamportsOf(chain, burner)).toBe(before - 1_000n - 5_000n);
  });

  it('in a browser without Ed25519, the burner cannot connect and the chain answers why, in words a person reads', async () => {
    const { chain, signed } = await burnerPays();
    withoutEd25519();
    const wallet = createBurnerWallet();
    await expect(connectFeature(wallet)!.connect()).rejects.toThrow(NO_ED25519);
    expect(wallet.accounts).toEqual([]);
    expect(await acceptTransaction(chain, signed)).toEqual({ ok: false, code: -32003, message: NO_ED25519 });
    expect(chain.accepted).toEqual([]);
  });
});
