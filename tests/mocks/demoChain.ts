import { ed25519 } from '@noble/curves/ed25519';
import {
  ComputeBudgetProgram,
  Keypair,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import type { PublicKey } from '@solana/web3.js';
import bs58 from 'bs58';

/**
 * A tiny stand-in for a Solana cluster: it issues blockhashes, builds swap transactions, accepts a
 * transaction only when the fee payer really signed it, and reports signature statuses.
 */
export interface DemoChain {
  blockHeight: number;
  /** Blockhash -> last block height at which it is valid. */
  blockhashes: Map<string, number>;
  /** Signature -> number of status lookups so far. */
  landed: Map<string, number>;
  /** Every transaction accepted, as sent. */
  accepted: VersionedTransaction[];
  /** Lamports per address; anyone not listed holds DEFAULT_BALANCE. */
  balances: Map<string, bigint>;
}

/** What a demo wallet holds unless a test says otherwise: 100 SOL. */
export const DEFAULT_BALANCE = 100_000_000_000n;

export const BLOCKHASH_LIFETIME = 20;
/** Each getBlockHeight advances the chain this much, so an expiry shows within seconds in the demo. */
export const BLOCKS_PER_LOOKUP = 5;

export function createDemoChain(): DemoChain {
  return { blockHeight: 1_000, blockhashes: new Map(), landed: new Map(), accepted: [], balances: new Map() };
}

export function buildSwapTransaction(
  chain: DemoChain,
  payer: PublicKey,
  pool: PublicKey,
  lamports: bigint,
): { transaction: VersionedTransaction; lastValidBlockHeight: number } {
  const blockhash = bs58.encode(Keypair.generate().publicKey.toBytes());
  const lastValidBlockHeight = chain.blockHeight + BLOCKHASH_LIFETIME;
  chain.blockhashes.set(blockhash, lastValidBlockHeight);
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions: [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 120_000 }),
      // Stands in for the aggregator's route: SOL moves from the staker to the pool.
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: pool, lamports }),
    ],
  }).compileToV0Message();
  return { transaction: new VersionedTransaction(message), lastValidBlockHeight };
}

export type SendVerdict = { ok: true; signature: string } | { ok: false; message: string };

export function acceptTransaction(chain: DemoChain, wire: Uint8Array): SendVerdict {
  let transaction: VersionedTransaction;
  try {
    transaction = VersionedTransaction.deserialize(wire);
  } catch {
    return { ok: false, message: 'failed to deserialize transaction' };
  }
  const payer = transaction.message.staticAccountKeys[0];
  const signature = transaction.signatures[0];
  if (!payer || !signature) return { ok: false, message: 'transaction has no fee payer' };
  if (!ed25519.verify(signature, transaction.message.serialize(), payer.toBytes())) {
    return { ok: false, message: 'Transaction signature verification failure' };
  }
  const lastValid = chain.blockhashes.get(transaction.message.recentBlockhash);
  if (lastValid === undefined || lastValid < chain.blockHeight) return { ok: false, message: 'Blockhash not found' };
  const id = bs58.encode(signature);
  if (!chain.landed.has(id)) {
    chain.landed.set(id, 0);
    chain.accepted.push(transaction);
  }
  return { ok: true, signature: id };
}
