// Issue 40, review point 2: the card closes an emptied LST account only when its own bytes say the
// wallet can (closableAccount.ts). Here the real Token-2022 program on litesvm makes the accounts and
// is the judge: every account the card calls closable closes, and every one it leaves open the
// program refuses to close (fees withheld in it; a close authority that is another key).
import {
  createCloseAccountInstruction,
  createInitializeAccountInstruction,
  createInitializeImmutableOwnerInstruction,
  createInitializeMintInstruction,
  createInitializeTransferFeeConfigInstruction,
  createMintToInstruction,
  createSetAuthorityInstruction,
  createTransferCheckedInstruction,
  AuthorityType,
  ExtensionType,
  getAccountLen,
  getMintLen,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import { address, getTransactionDecoder, lamports, type Transaction as KitTransaction } from '@solana/kit';
import { Keypair, SystemProgram, Transaction, type PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { closableBy } from '../../widget/stake/routes/exit/closableAccount';

const SOL = 1_000_000_000n;

function world() {
  const svm = new LiteSVM();
  const payer = Keypair.generate();
  svm.airdrop(address(payer.publicKey.toBase58()), lamports(10n * SOL));
  const send = (instructions: TransactionInstruction[], signers: Keypair[] = []) => {
    const transaction = new Transaction().add(...instructions);
    transaction.recentBlockhash = svm.latestBlockhash();
    transaction.feePayer = payer.publicKey;
    transaction.sign(payer, ...signers);
    const result = svm.sendTransaction(getTransactionDecoder().decode(transaction.serialize()) as KitTransaction);
    svm.expireBlockhash();
    return !(result instanceof FailedTransactionMetadata);
  };
  const create = (account: Keypair, space: number) =>
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: account.publicKey,
      lamports: Number(svm.minimumBalanceForRentExemption(BigInt(space))),
      space,
      programId: TOKEN_2022_PROGRAM_ID,
    });
  // A Token-2022 mint with a 1 % transfer fee: a transfer into an account withholds part of it there.
  const mint = Keypair.generate();
  expect(
    send(
      [
        create(mint, getMintLen([ExtensionType.TransferFeeConfig])),
        createInitializeTransferFeeConfigInstruction(
          mint.publicKey,
          payer.publicKey,
          payer.publicKey,
          100,
          1_000_000n,
          TOKEN_2022_PROGRAM_ID,
        ),
        createInitializeMintInstruction(mint.publicKey, 6, payer.publicKey, null, TOKEN_2022_PROGRAM_ID),
      ],
      [mint],
    ),
  ).toBe(true);
  /** A token account of the mint that `payer` owns (every account of a fee mint carries TransferFeeAmount), with ImmutableOwner if asked. */
  const account = (immutable: boolean) => {
    const keys = Keypair.generate();
    const extensions = [ExtensionType.TransferFeeAmount, ...(immutable ? [ExtensionType.ImmutableOwner] : [])];
    expect(
      send(
        [
          create(keys, getAccountLen(extensions)),
          ...(immutable ? [createInitializeImmutableOwnerInstruction(keys.publicKey, TOKEN_2022_PROGRAM_ID)] : []),
          createInitializeAccountInstruction(keys.publicKey, mint.publicKey, payer.publicKey, TOKEN_2022_PROGRAM_ID),
        ],
        [keys],
      ),
    ).toBe(true);
    return keys.publicKey;
  };
  const bytes = (key: PublicKey) => {
    const account = svm.getAccount(address(key.toBase58()));
    if (!account.exists) throw new Error(`no account at ${key.toBase58()}`);
    return Uint8Array.from(account.data);
  };
  const close = (key: PublicKey) => send([createCloseAccountInstruction(key, payer.publicKey, payer.publicKey, [], TOKEN_2022_PROGRAM_ID)]);
  return { svm, payer, mint, send, account, bytes, close };
}

describe('closableBy agrees with the Token-2022 program (on litesvm)', () => {
  it('an emptied account with ImmutableOwner and nothing withheld: closable, and it closes', () => {
    const { payer, account, bytes, close } = world();
    const emptied = account(true);
    expect(closableBy(bytes(emptied), payer.publicKey.toBase58())).toBe(true);
    expect(close(emptied)).toBe(true);
  });

  it('an emptied account with fees withheld in it: left open, and the program refuses to close it', () => {
    const { payer, mint, send, account, bytes, close } = world();
    const [from, to] = [account(false), account(false)];
    const owner = payer.publicKey;
    // 1 token in, then to `to` and back: the 1 % fee stays withheld in `to`, whose balance is 0 again.
    expect(send([createMintToInstruction(mint.publicKey, from, owner, 1_000_000n, [], TOKEN_2022_PROGRAM_ID)])).toBe(true);
    expect(send([createTransferCheckedInstruction(from, mint.publicKey, to, owner, 1_000_000n, 6, [], TOKEN_2022_PROGRAM_ID)])).toBe(true);
    expect(send([createTransferCheckedInstruction(to, mint.publicKey, from, owner, 990_000n, 6, [], TOKEN_2022_PROGRAM_ID)])).toBe(true);
    expect(closableBy(bytes(to), owner.toBase58())).toBe(false);
    expect(close(to)).toBe(false);
  });

  it('an emptied account whose close authority is another key: left open, and the wallet cannot close it', () => {
    const { payer, send, account, bytes, close } = world();
    const emptied = account(false);
    const other = Keypair.generate().publicKey;
    expect(
      send([createSetAuthorityInstruction(emptied, payer.publicKey, AuthorityType.CloseAccount, other, [], TOKEN_2022_PROGRAM_ID)]),
    ).toBe(true);
    expect(closableBy(bytes(emptied), payer.publicKey.toBase58())).toBe(false);
    expect(close(emptied)).toBe(false);
  });
});
