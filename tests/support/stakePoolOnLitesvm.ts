import { address, getTransactionDecoder, lamports as kitLamports, type Transaction } from '@solana/kit';
import { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOKEN_PROGRAM } from '../../widget/core/addresses/splPrograms';
import { POOL_PROGRAM_IDS } from '../../widget/core/stakePool/poolPrograms';
import { associatedTokenAddress } from '../../widget/solana/stakeAccounts';

/**
 * The real SPL stake pool program on a real Solana runtime (litesvm), with picoSOL's pool as found on
 * mainnet (tests/fixtures/stake-pool/README.md): the ground truth for the deposit route's arithmetic.
 */
export const SOL = 1_000_000_000n;
export const PROGRAM_ID = POOL_PROGRAM_IDS.SanctumSpl;
const TOKEN_ACCOUNT_RENT = 2_039_280n;

// From the project's root, as vitest runs: in a happy-dom test `import.meta.url` is not a file URL.
const fixturePath = (name: string) => join(process.cwd(), 'tests/fixtures/stake-pool', name);

/** An account from a `solana account --output json` dump. */
export interface DumpedAccount {
  address: string;
  lamports: bigint;
  owner: string;
  data: Uint8Array;
}

export function dumpedAccount(name: string): DumpedAccount {
  const { pubkey, account } = JSON.parse(readFileSync(fixturePath(`${name}.json`), 'utf8')) as {
    pubkey: string;
    account: { lamports: number; owner: string; data: [string, 'base64'] };
  };
  return {
    address: pubkey,
    lamports: BigInt(account.lamports),
    owner: account.owner,
    data: new Uint8Array(Buffer.from(account.data[0], 'base64')),
  };
}

export const PICOSOL = {
  pool: dumpedAccount('picosol-stake-pool'),
  validatorList: dumpedAccount('picosol-validator-list'),
  reserve: dumpedAccount('picosol-reserve-account'),
  mint: dumpedAccount('picosol-mint'),
  managerFee: dumpedAccount('picosol-manager-fee'),
  referrerToken: dumpedAccount('referral-picosol-token'),
  stakerToken: dumpedAccount('signer-picosol-token'),
};

/** The staker that owns `signer-picosol-token.json`. */
export const STAKER = Keypair.fromSecretKey(
  Uint8Array.from(JSON.parse(readFileSync(fixturePath('signer-keypair.json'), 'utf8')) as number[]),
);
/** The owner of `referral-picosol-token.json`: the referrer a project might name. */
export const REFERRER = new PublicKey(PICOSOL.referrerToken.data.subarray(32, 64)).toBase58();

/** Each wallet's associated picoSOL account: the token account data of the dumps, put where our route looks for them. */
export const STAKER_PICOSOL = associatedTokenAddress(STAKER.publicKey.toBase58(), PICOSOL.mint.address, TOKEN_PROGRAM);
export const REFERRER_PICOSOL = associatedTokenAddress(REFERRER, PICOSOL.mint.address, TOKEN_PROGRAM);

/** picoSOL as the LST list has it: its pool under the SanctumSpl program, which the deposit route serves. */
export const PICOSOL_LISTED = {
  mint: PICOSOL.mint.address,
  symbol: 'picoSOL',
  decimals: 9,
  tokenProgram: TOKEN_PROGRAM,
  pool: { program: 'SanctumSpl', pool: PICOSOL.pool.address },
};
/** What 1 SOL buys by DepositSol in picoSOL's pool as found (its 0.02 % deposit fee taken). */
export const DEPOSIT_OF_ONE_SOL = 749_844_220n;

export interface PoolWorld {
  svm: LiteSVM;
  put(account: DumpedAccount): void;
  /** The account as the runtime has it now; null when it does not exist. */
  read(address_: string): DumpedAccount | null;
  /** A token account's amount; null when it does not exist. */
  tokens(address_: string): bigint | null;
  balance(address_: string): bigint;
  setEpoch(epoch: bigint): void;
  /** Signs `bytes` as the staker and sends them: the units used, or the program's error and logs. */
  send(bytes: Uint8Array): { ok: true; units: bigint; logs: string[] } | { ok: false; error: string; logs: string[] };
}

/**
 * A runtime with the program at the SanctumSpl id, picoSOL's pool accounts, the clock at the pool's
 * last update epoch (1), and the staker funded with 2,000 SOL. `stakerHasAccount`: the staker's
 * associated picoSOL account exists (holding the dump's 1 picoSOL); `referrerHasAccount`: so does the referrer's.
 */
export function poolWorld({ stakerHasAccount = true, referrerHasAccount = true } = {}): PoolWorld {
  const svm = new LiteSVM();
  svm.addProgramFromFile(address(PROGRAM_ID), fixturePath('stake-pool.so'));
  const put = ({ address: at, lamports, owner, data }: DumpedAccount) =>
    svm.setAccount({
      address: address(at),
      lamports: kitLamports(lamports),
      programAddress: address(owner),
      data,
      executable: false,
      space: BigInt(data.length),
    } as never);
  const read = (at: string): DumpedAccount | null => {
    const account = svm.getAccount(address(at));
    return account.exists
      ? { address: at, lamports: account.lamports, owner: account.programAddress as string, data: Uint8Array.from(account.data) }
      : null;
  };
  const setEpoch = (epoch: bigint) => {
    const clock = svm.getClock();
    clock.epoch = epoch;
    svm.setClock(clock);
  };
  for (const account of [PICOSOL.pool, PICOSOL.validatorList, PICOSOL.reserve, PICOSOL.mint, PICOSOL.managerFee]) put(account);
  if (stakerHasAccount) put({ ...PICOSOL.stakerToken, address: STAKER_PICOSOL });
  if (referrerHasAccount) put({ ...PICOSOL.referrerToken, address: REFERRER_PICOSOL });
  svm.airdrop(address(STAKER.publicKey.toBase58()), kitLamports(2_000n * SOL));
  setEpoch(1n);
  return {
    svm,
    put,
    read,
    tokens: (at) => {
      const account = read(at);
      return account ? new DataView(account.data.buffer).getBigUint64(64, true) : null;
    },
    balance: (at) => svm.getBalance(address(at)) ?? 0n,
    setEpoch,
    send(bytes) {
      const transaction = VersionedTransaction.deserialize(bytes);
      transaction.sign([STAKER]);
      const outcome = svm.sendTransaction(getTransactionDecoder().decode(transaction.serialize()) as Transaction);
      if (outcome instanceof FailedTransactionMetadata) return { ok: false, error: String(outcome.err()), logs: outcome.meta().logs() };
      return { ok: true, units: outcome.computeUnitsConsumed(), logs: outcome.logs() };
    },
  };
}

export { TOKEN_ACCOUNT_RENT };
