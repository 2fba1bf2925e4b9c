import type { RpcClient } from '../api/rpcClient';
import { RENT_SYSVAR } from '../core/addresses/sysvars';
import type { RawAccount } from '../core/guard/tokenLayouts';
import type { LaunchAddresses } from './launchAddresses';
import { holdClusterRent } from './holdClusterRent';

/** What the chain holds of a launch, read at once before each step: the plan is built from nothing else. */
export interface LaunchChain {
  /** Each of the launch's addresses (and the vote account and the wallet) as it is now; null when it does not exist. */
  accounts: ReadonlyMap<string, RawAccount | null>;
  /** The Stake program's minimum delegation on this cluster. */
  minimumDelegation: bigint;
}

/** The addresses read for a plan: every account the launch may create or touch, and the wallet. */
export const launchAccountsToRead = (addresses: LaunchAddresses): string[] => [
  addresses.wallet,
  addresses.pool,
  addresses.validatorList,
  addresses.reserve,
  addresses.mint,
  addresses.managerFee,
  addresses.metadata,
  addresses.validatorStake,
  addresses.walletTokenAccount,
  addresses.vote,
];

/**
 * One round trip: the accounts and the Rent sysvar in one read, the minimum delegation beside it. The
 * Rent sysvar must say every cluster's rent (the plan's rents are those): an RPC that says otherwise is
 * refused in words, before anything is planned or signed.
 * `minContextSlot`: the slot the last step landed in, so a node that has not seen it yet answers
 * "not yet" instead of a chain without it (a plan from that would send the landed step again).
 */
export async function readLaunchChain(
  rpc: RpcClient,
  addresses: LaunchAddresses,
  signal?: AbortSignal,
  minContextSlot?: number,
): Promise<LaunchChain> {
  const wanted = launchAccountsToRead(addresses);
  const [read, minimumDelegation] = await Promise.all([
    rpc.getMultipleAccounts([...wanted, RENT_SYSVAR], signal, minContextSlot),
    rpc.getStakeMinimumDelegation(signal),
  ]);
  holdClusterRent(read.accounts[wanted.length] ?? null);
  return { accounts: new Map(wanted.map((address, index) => [address, read.accounts[index] ?? null])), minimumDelegation };
}
