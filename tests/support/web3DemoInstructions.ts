import { PublicKey, TransactionInstruction } from '@solana/web3.js';
import * as demo from '../../demo/demoInstructions';
import type { PlainInstruction } from '../../widget/core/encoding/plainInstruction';

/**
 * The demo's hand-built SPL instructions (demo/demoInstructions.ts, plain data since the demo left
 * web3.js) as web3.js's TransactionInstruction over PublicKeys, for the tests that build transactions
 * for litesvm with web3.js: the same bytes, the same accounts in the same order.
 */
export const toWeb3Instruction = ({ programAddress, accounts, data }: PlainInstruction): TransactionInstruction =>
  new TransactionInstruction({
    programId: new PublicKey(programAddress),
    keys: accounts.map(({ address, signer, writable }) => ({ pubkey: new PublicKey(address), isSigner: signer, isWritable: writable })),
    data: Buffer.from(data),
  });

export const AGGREGATOR_PROGRAM = new PublicKey(demo.AGGREGATOR_PROGRAM);

export const createIdempotent = (payer: PublicKey, account: PublicKey, owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey) =>
  toWeb3Instruction(
    demo.createIdempotent(payer.toBase58(), account.toBase58(), owner.toBase58(), mint.toBase58(), tokenProgram.toBase58()),
  );

export const syncNative = (account: PublicKey) => toWeb3Instruction(demo.syncNative(account.toBase58()));

export const closeAccount = (tokenProgram: PublicKey, account: PublicKey, destination: PublicKey, owner: PublicKey) =>
  toWeb3Instruction(demo.closeAccount(tokenProgram.toBase58(), account.toBase58(), destination.toBase58(), owner.toBase58()));

export const transferChecked = (
  tokenProgram: PublicKey,
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  authority: PublicKey,
  amount: bigint,
  decimals: number,
) =>
  toWeb3Instruction(
    demo.transferChecked(
      tokenProgram.toBase58(),
      source.toBase58(),
      mint.toBase58(),
      destination.toBase58(),
      authority.toBase58(),
      amount,
      decimals,
    ),
  );
