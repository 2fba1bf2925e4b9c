import type { RpcClient } from '../api/rpcClient';
import { METADATA_PROGRAM } from '../core/addresses/metadataProgram';
import { STAKE_PROGRAM, VOTE_PROGRAM } from '../core/addresses/nativePrograms';
import { CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR, RENT_SYSVAR } from '../core/addresses/sysvars';
import { PROGRAMS } from '../core/guard/programs';
import { readMint, readTokenAccount, type RawAccount } from '../core/guard/tokenLayouts';
import { decodeTokenNames } from '../core/lst/tokenMetadata';
import { chainEpochFrom, type ChainEpoch } from '../core/stakePool/chainEpoch';
import { POOL_PROGRAMS } from '../core/stakePool/poolPrograms';
import { decodeStakeAccount } from '../core/stakePool/stakeAccount';
import { decodeStakePool, type StakePool } from '../core/stakePool/stakePool';
import { decodeValidatorList, type ValidatorList } from '../core/stakePool/validatorList';
import { sayManage } from '../core/texts/manageEnglish';
import { SaidError } from '../core/texts/said';
import { metadataAddress, validatorStakeAddress, withdrawAuthorityOf } from '../solana/poolAddresses';
import { validatorStakePairs } from '../solana/poolUpdateInstructions';
import type { ValidatorStakePair } from '../core/stakePool/updateInstructions';
import { associatedTokenAddress } from '../solana/stakeAccounts';
import { holdClusterRent } from '../launch/holdClusterRent';

/** A pool as read for "Your pool", whole, at one slot: everything its figures and its actions' plans are made from. */
export interface ManageChain {
  address: string;
  programId: string;
  withdrawAuthority: string;
  pool: StakePool;
  list: ValidatorList;
  /** Each validator's stake and transient stake addresses, in list order, and the accounts there (null: none). */
  pairs: ValidatorStakePair[];
  stakes: (readonly [RawAccount | null, RawAccount | null])[];
  reserve: RawAccount;
  reserveRent: bigint;
  mintSupply: bigint;
  mintDecimals: number;
  feeAccount: { owner: string; amount: bigint };
  symbol: string | null;
  wallet: string | null;
  walletLamports: bigint;
  /** The wallet's associated token account of the pool's mint (null: none yet). */
  walletTokenAccount: string | null;
  walletTokenAccountExists: boolean;
  /** Lamports someone sent to that address before it exists (an empty System account): its creation takes them over. */
  walletTokenAccountDust: bigint;
  /** The account at the vote address an action names (add-validator), when one was asked for. */
  vote: RawAccount | null;
  /**
   * Lamports someone sent to that validator's stake address before it exists (an empty System account):
   * AddValidatorToPool makes the stake account over them, and they stay in it.
   */
  voteStakeDust: bigint;
  chain: ChainEpoch;
  minimumDelegation: bigint;
}

/** Only printable characters of a symbol a metadata account gives (its bytes were checked by the decoder): a symbol is a short word. */
const sanitisedSymbol = (symbol: string): string | null => {
  const clean = symbol.replace(/[^\p{L}\p{N}._-]/gu, '').slice(0, 10);
  return clean === '' ? null : clean;
};

/**
 * The pool at `address` and everything around it, in two round trips: the pool (with the sysvars and
 * the wallet), then its list, reserve, mint, fee account, metadata, the wallet's token account and
 * every validator's stake accounts. The RPC is not trusted: each account must be owned by the program
 * that writes it and decode as that program writes it, the pool's own records must agree with its
 * accounts (its list, reserve, mint and supply, its fee account's mint), and the Rent sysvar must be
 * every cluster's. Anything else is a SaidError in words, before anything is planned.
 */
export async function readManageChain(
  rpc: RpcClient,
  address: string,
  wallet: string | null,
  options: { vote?: string; signal?: AbortSignal; minContextSlot?: number } = {},
): Promise<ManageChain> {
  const { signal, minContextSlot } = options;
  const inconsistent = (account: string) => new SaidError(sayManage('manageInconsistent', { address, account }));
  const first = [address, CLOCK_SYSVAR, EPOCH_SCHEDULE_SYSVAR, RENT_SYSVAR, ...(wallet ? [wallet] : [])];
  const [{ accounts: head }, minimumDelegation] = await Promise.all([
    rpc.getMultipleAccounts(first, signal, minContextSlot),
    rpc.getStakeMinimumDelegation(signal),
  ]);
  const [poolAccount, clock, schedule, rentAccount, walletAccount] = head;
  if (!poolAccount || !POOL_PROGRAMS.includes(poolAccount.owner)) throw new SaidError(sayManage('manageNotPool', { address }));
  let pool: StakePool;
  try {
    pool = decodeStakePool(poolAccount.data);
  } catch {
    throw new SaidError(sayManage('manageUnreadable', { address }));
  }
  holdClusterRent(rentAccount ?? null);
  const chain = chainEpochFrom(clock, schedule);
  if (!chain) throw inconsistent(CLOCK_SYSVAR);
  const programId = poolAccount.owner;
  if (pool.tokenProgramId !== PROGRAMS.token && pool.tokenProgramId !== PROGRAMS.token2022) throw inconsistent(pool.tokenProgramId);

  const walletTokenAccount = wallet ? associatedTokenAddress(wallet, pool.poolMint, pool.tokenProgramId) : null;
  const listRead = await rpc.getMultipleAccounts([pool.validatorList], signal, minContextSlot);
  const listAccount = listRead.accounts[0];
  if (!listAccount || listAccount.owner !== programId) throw inconsistent(pool.validatorList);
  let list: ValidatorList;
  try {
    list = decodeValidatorList(listAccount.data);
  } catch {
    throw new SaidError(sayManage('manageUnreadable', { address }));
  }
  const pairs = validatorStakePairs(programId, address, list);
  const rest = [
    pool.reserveStake,
    pool.poolMint,
    pool.managerFeeAccount,
    metadataAddress(pool.poolMint),
    ...(walletTokenAccount ? [walletTokenAccount] : []),
    ...(options.vote ? [options.vote, validatorStakeAddress(programId, options.vote, address)] : []),
    ...pairs.flatMap(({ validatorStake, transientStake }) => [validatorStake, transientStake]),
  ];
  const { accounts: read } = await rpc.getMultipleAccounts(rest, signal, minContextSlot);
  let at = 0;
  const [reserve, mint, feeAccount, metadata] = [read[at++], read[at++], read[at++], read[at++]];
  const walletToken = walletTokenAccount ? read[at++] : null;
  const vote = options.vote ? (read[at++] ?? null) : null;
  const voteStake = options.vote ? (read[at++] ?? null) : null;
  const stakes = pairs.map(() => [read[at++] ?? null, read[at++] ?? null] as const);

  if (!reserve || reserve.owner !== STAKE_PROGRAM) throw inconsistent(pool.reserveStake);
  const reserveMeta = decodeStakeAccount(reserve.data).meta;
  if (!reserveMeta) throw inconsistent(pool.reserveStake);
  const mintState = mint && mint.owner === pool.tokenProgramId ? readMint(mint.data) : null;
  if (!mintState || mintState.mintAuthority !== withdrawAuthorityOf(programId, address)) throw inconsistent(pool.poolMint);
  // The program keeps its count of the supply with every mint and burn: another figure is a made-up account.
  if (mintState.supply !== pool.poolTokenSupply) throw inconsistent(pool.poolMint);
  const fee = feeAccount && feeAccount.owner === pool.tokenProgramId ? readTokenAccount(feeAccount.data) : null;
  if (!fee || fee.mint !== pool.poolMint) throw inconsistent(pool.managerFeeAccount);
  if (fee.amount > mintState.supply) throw inconsistent(pool.managerFeeAccount);
  for (const [index, [stake]] of stakes.entries()) {
    const { validatorStake } = pairs[index]!;
    const entry = list.validators[index]!;
    if (entry.status === 'active' && (!stake || stake.owner !== STAKE_PROGRAM)) throw inconsistent(validatorStake);
  }
  const names = metadata && metadata.owner === METADATA_PROGRAM ? decodeTokenNames(metadata.data, pool.poolMint) : null;
  if (vote && vote.owner !== VOTE_PROGRAM) throw new SaidError(sayManage('manageNotVote', { vote: options.vote! }));
  return {
    address,
    programId,
    withdrawAuthority: withdrawAuthorityOf(programId, address),
    pool,
    list,
    pairs,
    stakes,
    reserve,
    reserveRent: reserveMeta.rentExemptReserve,
    mintSupply: mintState.supply,
    mintDecimals: mintState.decimals,
    feeAccount: { owner: fee.owner, amount: fee.amount },
    symbol: names ? sanitisedSymbol(names.symbol) : null,
    wallet,
    walletLamports: walletAccount?.lamports ?? 0n,
    walletTokenAccount,
    walletTokenAccountExists: !!walletToken && walletToken.owner !== PROGRAMS.system,
    walletTokenAccountDust:
      walletToken && walletToken.owner === PROGRAMS.system && walletToken.data.length === 0 ? walletToken.lamports : 0n,
    vote,
    voteStakeDust: voteStake && voteStake.owner === PROGRAMS.system && voteStake.data.length === 0 ? voteStake.lamports : 0n,
    chain,
    minimumDelegation,
  };
}
