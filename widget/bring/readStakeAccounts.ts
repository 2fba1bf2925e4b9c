import type { RpcClient } from '../api/rpcClient';
import { CLOCK_SYSVAR } from '../core/addresses/sysvars';
import { isAddress } from '../core/encoding/isAddress';
import type { FeeCaps } from '../core/guard/feeCaps';
import type { ListedToken } from '../core/guard/checkMint';
import { needsUpdate } from '../core/stakePool/poolUpdate';
import { decodeStakePool, type StakePool } from '../core/stakePool/stakePool';
import type { RawAccount } from '../core/guard/tokenLayouts';
import { decodeValidatorList } from '../core/stakePool/validatorList';
import { exitStakeAddresses } from '../exit/readExitStakeAccounts';
import { readPoolUpdate, type UpdateFirst } from '../stake/pool/poolUpdateReading';
import type { PoolReading } from '../stake/pool/readPool';
import { clockFrom } from '../core/stakePool/chainEpoch';
import { poolStakeDepositRefusal, qualifyStakeAccount, type PoolForStake } from './qualify';
import { tokenAccountRent } from '../core/amount/tokenAccountRent';
import { associatedTokenAddress } from '../solana/stakeAccounts';
import type { BringableStakeAccount, BringableStakeAccounts, StakeSource, WalletForDeposit } from './types';

/** The pool as the card read it (`readPool`): found where the list says, with its program. */
export type PoolFound = Extract<PoolReading, { ok: true }>;

/** What the card asks: whose stake accounts, for which pool and token, under which fee caps. */
export interface BringAsk {
  wallet: string;
  reading: PoolFound;
  /** The card's token as the list has it (its mint is checked whole by the guard). */
  token: ListedToken;
  caps: FeeCaps;
  /** The embedder's referrer wallet, if any: its account takes the referral share when it can (`reading.referrerUsable`). */
  referrer?: string;
}

export interface BringIo {
  rpc: RpcClient;
}

/**
 * The most stake accounts one listing reads: a node's search may answer with any number of addresses
 * (a hostile one with thousands), and each hundred is one more getMultipleAccounts.
 */
export const MAX_LISTED = 100;

/** Stake accounts read with the Clock and the pool's list, qualified; and the pool as a deposit will find it. */
export interface StakeAccountsRead {
  accounts: BringableStakeAccount[];
  target: PoolForStake;
  /** The pool's update that goes in front of a deposit (the pool was not updated this epoch), or null. */
  updateFirst: UpdateFirst | null;
  poolRefuses: BringableStakeAccounts['poolRefuses'];
  wallet: WalletForDeposit;
}

/**
 * Reads `listed` with the Clock, the pool and its validator list in one getMultipleAccounts, and judges
 * each from its own bytes against the pool as it is now. A pool not updated this epoch is priced as its
 * update in front will leave it (two more reads; one whose update does not fit throws the pool's
 * "updating" in words, as a SOL deposit does). Throws when the RPC fails or leaves out the Clock, the
 * pool (or gives another pool there) or the list.
 */
export async function readStakeAccountsFor(
  rpc: RpcClient,
  ask: BringAsk,
  listed: readonly { address: string; source: StakeSource }[],
  signal?: AbortSignal,
): Promise<StakeAccountsRead> {
  const { reading, wallet, caps } = ask;
  // As the deposit's transaction names it: the referrer's account when it can take the share, else the staker's own.
  const referrerIsStaker = !(ask.referrer && reading.referrerUsable);
  const addresses = listed.map(({ address }) => address);
  // The wallet and its LST account too: what the deposit costs it in SOL (the account's rent, when it opens one) is shown before the click.
  const lstAccount = associatedTokenAddress(wallet, ask.token.mint, ask.token.tokenProgram);
  const { accounts: read } = await rpc.getMultipleAccounts(
    [...addresses, CLOCK_SYSVAR, reading.pool.validatorList, reading.address, wallet, lstAccount],
    signal,
  );
  const walletRead = { lamports: read[addresses.length + 3]?.lamports ?? 0n, hasLst: Boolean(read[addresses.length + 4]) };
  const now = clockFrom(read[addresses.length]);
  const listAccount = read[addresses.length + 1];
  // The pool as it is now, not as the card first read it: its manager may have raised a fee or named a
  // preferred validator since, and the preview (the deposit's minimum) must be the pool's figure now.
  const pool = samePool(read[addresses.length + 2], reading);
  if (!now || !listAccount || !pool) throw new Error('The Solana RPC did not return the Clock, the pool and its validator list.');
  const list = decodeValidatorList(listAccount.data);
  const stale = needsUpdate(pool, now.epoch);
  const update = stale ? await readPoolUpdate(rpc, { ...reading, pool, currentEpoch: now.epoch }, ask.token.symbol) : null;
  const target: PoolForStake = {
    programId: reading.programId,
    address: reading.address,
    pool: update?.pool ?? pool,
    list,
    symbol: ask.token.symbol,
  };
  const accounts = listed.map(({ address, source }, index) =>
    qualifyStakeAccount({ address, account: read[index] ?? null, source, wallet, target, now, caps, referrerIsStaker }),
  );
  const opensAccount = walletRead.hasLst ? null : tokenAccountRent(ask.token.tokenProgram);
  return {
    accounts,
    target,
    updateFirst: update?.updateFirst ?? null,
    poolRefuses: poolStakeDepositRefusal(target, caps),
    wallet: { lamports: walletRead.lamports, opensAccount },
  };
}

/** The pool account read again, when it is still the pool read first (its program, mint, token program and list); else null. */
function samePool(account: RawAccount | null | undefined, { programId, pool }: PoolFound): StakePool | null {
  if (!account || account.owner !== programId) return null;
  let now: StakePool;
  try {
    now = decodeStakePool(account.data);
  } catch {
    return null;
  }
  const same = now.poolMint === pool.poolMint && now.tokenProgramId === pool.tokenProgramId && now.validatorList === pool.validatorList;
  return same ? now : null;
}

/**
 * The wallet's stake accounts for the card's list: those a `getProgramAccounts` by withdrawer finds
 * (addresses only: what the search says of them is never trusted, their own bytes decide) and the card's
 * own exit stake accounts of this pool (found by derivation: a staker who left by stake account comes
 * back the same way), read in one getMultipleAccounts with the Clock and the pool's validator list. An
 * RPC that refuses or rations the search (public endpoints do) leaves `listing: 'refused'`: the card
 * offers pasting an address, and the exit's accounts are still listed. An address, searched or an exit's,
 * that holds no stake account is left out.
 */
export async function readBringableStakeAccounts(io: BringIo, ask: BringAsk, signal?: AbortSignal): Promise<BringableStakeAccounts> {
  const [found, exits] = await Promise.all([
    io.rpc.getStakeAccountsOf(ask.wallet, signal).then(
      (addresses) => ({ listing: 'listed' as const, addresses }),
      () => ({ listing: 'refused' as const, addresses: [] as string[] }),
    ),
    exitStakeAddresses(ask.wallet, ask.reading.address),
  ]);
  signal?.throwIfAborted();
  const exitSet = new Set(exits);
  const wallets = [...new Set(found.addresses)].filter((address) => isAddress(address) && !exitSet.has(address)).slice(0, MAX_LISTED);
  const listed = [
    ...exits.map((address) => ({ address, source: 'exit' as const })),
    ...wallets.map((address) => ({ address, source: 'wallet' as const })),
  ];
  const { accounts, poolRefuses, wallet } = await readStakeAccountsFor(io.rpc, ask, listed, signal);
  // An exit address with no stake account is only a place a future exit may use; a searched one that
  // holds none (a token account, the wallet itself: a hostile node's answer) is no stake account of theirs.
  const kept = accounts.filter(({ verdict }) => verdict.depositable || verdict.why.code !== 'not-stake-account');
  return { accounts: kept, listing: found.listing, poolRefuses, wallet };
}

/**
 * One stake account the staker pasted (the search refused, or it is not the wallet's withdrawer's): read
 * and judged the same way. A malformed address is `not-stake-account` with no read.
 */
export async function readPastedStakeAccount(
  io: BringIo,
  ask: BringAsk & { address: string },
  signal?: AbortSignal,
): Promise<BringableStakeAccount> {
  const address = ask.address.trim();
  if (!isAddress(address)) {
    return {
      address,
      lamports: 0n,
      voter: null,
      validatorName: null,
      state: 'inactive',
      source: 'pasted',
      verdict: { depositable: false, why: { code: 'not-stake-account' } },
    };
  }
  const { accounts } = await readStakeAccountsFor(io.rpc, ask, [{ address, source: 'pasted' }], signal);
  return accounts[0]!;
}
