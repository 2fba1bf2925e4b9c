import { SYSTEM_PROGRAM } from '../addresses/nativePrograms';
import { encodeBase58 } from '../encoding/base58';
import { PROGRAMS } from '../guard/programs';

/**
 * A Stake program account (`StakeStateV2`), decoded as far as an exit needs: whose it is (staker,
 * withdrawer), its lockup, and, once delegated, to which vote account, how much, and from and until
 * which epoch. Offsets are the program's Bincode layout: a u32 state tag, then `Meta` (rent reserve,
 * authorities, lockup), then for a delegated account its `Delegation`.
 */

/** An epoch the Stake program writes as "never" (u64::MAX): not deactivated. */
export const NEVER = 2n ** 64n - 1n;
/**
 * The all-zero address (Pubkey::default), which the Stake program writes for "no custodian": a custodian
 * of nobody. It is the System program's id too, and spelt from there, so the address is written once.
 */
export const NO_CUSTODIAN = SYSTEM_PROGRAM;
/** A stake account's size (the Stake program's `StakeStateV2`): the reserve and each validator's stake. */
export const STAKE_ACCOUNT_SIZE = 200n;

export interface StakeDelegation {
  voter: string;
  stake: bigint;
  activationEpoch: bigint;
  /** NEVER while not deactivating. */
  deactivationEpoch: bigint;
}

export interface StakeAccountState {
  kind: 'uninitialized' | 'initialized' | 'delegated' | 'rewardsPool';
  /** Absent on an uninitialized account. */
  meta: {
    rentExemptReserve: bigint;
    staker: string;
    withdrawer: string;
    lockup: { unixTimestamp: bigint; epoch: bigint; custodian: string };
  } | null;
  delegation: StakeDelegation | null;
}

const KINDS = ['uninitialized', 'initialized', 'delegated', 'rewardsPool'] as const;
const META_END = 124;
const DELEGATION_END = 180;

export function decodeStakeAccount(data: Uint8Array): StakeAccountState {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length < 4) throw new Error(`A stake account is at least 4 bytes, not ${data.length}.`);
  const tag = view.getUint32(0, true);
  const kind = KINDS[tag];
  if (kind === undefined) throw new Error(`The stake account has the state ${tag} (0 to 3 expected).`);
  if (kind === 'uninitialized' || kind === 'rewardsPool') return { kind, meta: null, delegation: null };
  if (data.length < (kind === 'delegated' ? DELEGATION_END : META_END)) {
    throw new Error(`The stake account is too short for its state: ${data.length} bytes.`);
  }
  const address = (at: number) => encodeBase58(data.subarray(at, at + 32));
  const meta = {
    rentExemptReserve: view.getBigUint64(4, true),
    staker: address(12),
    withdrawer: address(44),
    lockup: { unixTimestamp: view.getBigInt64(76, true), epoch: view.getBigUint64(84, true), custodian: address(92) },
  };
  const delegation =
    kind === 'delegated'
      ? {
          voter: address(124),
          stake: view.getBigUint64(156, true),
          activationEpoch: view.getBigUint64(164, true),
          deactivationEpoch: view.getBigUint64(172, true),
        }
      : null;
  return { kind, meta, delegation };
}

/** True when the account carries no lockup of any kind: no time, no epoch, no custodian. */
export const hasNoLockup = (meta: NonNullable<StakeAccountState['meta']>): boolean =>
  meta.lockup.unixTimestamp === 0n && meta.lockup.epoch === 0n && meta.lockup.custodian === NO_CUSTODIAN;

/** An account as the chain holds it, as far as a seeded address's use goes. */
export interface HeldAccount {
  lamports: bigint;
  owner: string;
  data: Uint8Array;
}

/**
 * What a seeded address holds for the next exit: `nothing`; `lamports` alone (an empty System account:
 * anyone can send lamports to any address, but only the wallet's signature can give it data or another
 * owner, so it is still the staker's to take over, the lamports there counted toward its rent); or
 * `taken` (an account with data or another owner: only the staker can have made it, and it is in use).
 */
export type SeededAddressHolds = { kind: 'nothing' } | { kind: 'lamports'; lamports: bigint } | { kind: 'taken' };

export function seededAddressHolds(account: HeldAccount | null | undefined): SeededAddressHolds {
  if (account && (account.owner !== PROGRAMS.system || account.data.length > 0)) return { kind: 'taken' };
  return account && account.lamports > 0n ? { kind: 'lamports', lamports: account.lamports } : { kind: 'nothing' };
}
