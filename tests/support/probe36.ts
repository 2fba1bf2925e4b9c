import { address, getTransactionDecoder, lamports as kitLamports, type Transaction } from '@solana/kit';
import type { Keypair } from '@solana/web3.js';
import { PublicKey, TransactionMessage, VersionedTransaction, type TransactionInstruction } from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';
import { AGGREGATOR_PROGRAM } from './web3DemoInstructions';
import { withdrawSolInstruction } from '../../widget/core/stakePool/withdrawInstructions';
import { withdrawAuthorityOf } from '../../widget/solana/poolAddresses';
import { instantOffer } from './exitOffers';
import { exitWorld, PROGRAM_ID, STAKER_PICOSOL, type ExitWorld } from './exitOnLitesvm';
import { fixture } from './litesvmWorld';
import { litesvmFetch } from './litesvmRpc';
import { litesvmUnstake } from './litesvmUnstake';
import { PICOSOL_LISTED, STAKER } from './stakePoolOnLitesvm';

/**
 * Issue 36's probe: picoSOL's pool on litesvm (the real stake pool and Stake programs) with the relay
 * standing at the aggregator's address, so a swap back can do anything by cross-program invocation
 * with the staker's signature; and a node whose answers can be edited (fields left out, parsed otherwise).
 */
export function relayExitWorld(options: Parameters<typeof exitWorld>[0] = {}): ExitWorld {
  const made = exitWorld(options);
  made.svm.addProgramFromFile(address(AGGREGATOR_PROGRAM.toBase58()), fixture('relay.so'));
  return made;
}

/** The pool's WithdrawSol of `units` picoSOL into the wallet, as a web3.js instruction. */
export function poolExitInstruction(at: ExitWorld, user: string, units: bigint): TransactionInstruction {
  const pool = at.pool();
  const withdraw = withdrawSolInstruction({
    programId: PROGRAM_ID,
    pool,
    withdrawAuthority: withdrawAuthorityOf(PROGRAM_ID, pool.address),
    staker: user,
    stakerTokenAccount: STAKER_PICOSOL,
    receiver: user,
    poolTokens: units,
    minimumLamports: 1n,
  });
  return {
    programId: new PublicKey(withdraw.programAddress),
    keys: withdraw.accounts.map((account) => ({
      pubkey: new PublicKey(account.address),
      isWritable: account.writable,
      isSigner: account.signer ?? false,
    })),
    data: Buffer.from(withdraw.data),
  };
}

/** What the pool's instant exit pays for `units` now. */
export function poolFigure(at: ExitWorld, units: bigint): bigint {
  const predicted = instantOffer(at, units).predicted;
  if (!predicted.ok) throw new Error('predicted a refusal');
  return predicted.lamports;
}

export type NodeEdit = (method: string, params: unknown[], answer: { result?: unknown; error?: unknown }) => void;

/**
 * A node in front of litesvm whose answers `edit` may change (leave a field out, parse otherwise, lie):
 * the chain's own answer, edited, as `litesvmUnstake`'s `beforeRpc` wants it.
 */
export function editedNode(svm: LiteSVM, edit: NodeEdit, methods: readonly string[] = ['simulateTransaction']) {
  // A second adapter of its own keeps no record of what the card's adapter sent: it answers only reads.
  const chain = litesvmFetch(svm);
  return (method: string, params: unknown[]) => {
    if (!methods.includes(method)) return undefined;
    return chain('https://rpc.litesvm.invalid/', { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 0, method, params }) }).then(
      async (response) => {
        const answer = (await response.json()) as { result?: unknown; error?: unknown };
        edit(method, params, answer);
        return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
      },
    ) as unknown as Response;
  };
}

/** Unstakes `units` picoSOL by a swap back whose transaction pays the pool's exit, then does `extra`, quoted at the pool's figure. */
export async function swapBackBy(
  at: ExitWorld,
  units: bigint,
  extra: (user: string) => TransactionInstruction[],
  options: { beforeRpc?: Parameters<typeof litesvmUnstake>[1]['beforeRpc']; outAmount?: bigint } = {},
) {
  const figure = poolFigure(at, units);
  const card = litesvmUnstake(at.svm, {
    user: STAKER,
    token: PICOSOL_LISTED,
    ...(options.beforeRpc ? { beforeRpc: options.beforeRpc } : {}),
    aggregator: {
      outAmount: options.outAmount ?? figure,
      programIds: [PROGRAM_ID, AGGREGATOR_PROGRAM.toBase58()],
      transaction: (user) => {
        const instructions = [poolExitInstruction(at, user, units), ...extra(user)];
        const message = new TransactionMessage({ payerKey: new PublicKey(user), recentBlockhash: at.svm.latestBlockhash(), instructions });
        return new VersionedTransaction(message.compileToV0Message()).serialize();
      },
    },
  });
  const run = await card.unstake(units, { route: 'swap-back' });
  return { run, sent: card.sent, figure };
}

/** Someone else's transaction, signed by `signer` (funded here), landed at once. */
export function landAs(svm: LiteSVM, signer: Keypair, instructions: TransactionInstruction[]) {
  svm.airdrop(address(signer.publicKey.toBase58()), kitLamports(10_000_000n));
  const message = new TransactionMessage({ payerKey: signer.publicKey, recentBlockhash: svm.latestBlockhash(), instructions });
  const transaction = new VersionedTransaction(message.compileToV0Message());
  transaction.sign([signer]);
  return svm.sendTransaction(getTransactionDecoder().decode(transaction.serialize()) as Transaction);
}

/** Dust: anyone sends lamports to an address; the runtime makes it an empty System account holding them. */
export const dustAt = (svm: LiteSVM, at: string, lamports: bigint) => svm.airdrop(address(at), kitLamports(lamports));

export { STAKER, PICOSOL_LISTED };
