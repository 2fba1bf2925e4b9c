import { CLOCK_SYSVAR } from '../widget/core/addresses/sysvars';
import { STAKE_PROGRAM } from '../widget/core/addresses/nativePrograms';
import { decodeStakeAccount, type StakeAccountState } from '../widget/core/stakePool/stakeAccount';
import { encodeBase58 } from '../widget/core/encoding/base58';
import type { InstructionAccount, PoolInstructionResult } from './demoPoolProgram';
import type { StakeLedger } from './demoStakeLedger';
import { stakeStateData } from './demoStakeState';
import { refuse } from './demoProgramErrors';

/**
 * The Stake program's `Authorize` (1) as the demo chain runs it, for a staker's own instruction and for
 * a pool's call into it (DepositStake hands a deposited account to the pool's withdraw authority). The
 * program's rules: the staker role changes with the staker's or the withdrawer's signature; the
 * withdrawer role only with the withdrawer's, and while a lockup is in force only with its custodian's
 * too (its fourth account, signed); each refusal with the program's error.
 */
export type StakeRole = 'staker' | 'withdrawer';

/** The Stake program's `StakeError` codes Authorize returns. */
const STAKE_ERROR = { LockupInForce: 1, CustodianMissing: 7, CustodianSignatureMissing: 8 } as const;
const AUTHORIZE = 1;

type Lockup = NonNullable<StakeAccountState['meta']>['lockup'];

/**
 * Whether the lockup binds now: before its time or its epoch, unless `custodian` is its custodian (the
 * program's `Lockup::is_in_force`). A ledger that does not know the time counts a time lockup as binding.
 */
export function lockupInForce(lockup: Lockup, ledger: Pick<StakeLedger, 'epoch' | 'unixTimestamp'>, custodian: string | null): boolean {
  if (custodian !== null && custodian === lockup.custodian) return false;
  const beforeTime = ledger.unixTimestamp === undefined ? lockup.unixTimestamp > 0n : ledger.unixTimestamp < lockup.unixTimestamp;
  return beforeTime || ledger.epoch < lockup.epoch;
}

/** A stake account's state as held (null: no account of the Stake program's there, or bytes it cannot read). */
export function heldStake(ledger: StakeLedger, address: string): StakeAccountState | null {
  const account = ledger.accounts.get(address);
  if (!account || account.owner !== STAKE_PROGRAM) return null;
  try {
    return decodeStakeAccount(account.data);
  } catch {
    return null;
  }
}

/** Writes a stake account's state back as the program would: its meta (authorities, lockup) and delegation. */
export function writeStake(ledger: StakeLedger, address: string, state: StakeAccountState): void {
  const { meta, delegation } = state;
  const data = stakeStateData({
    staker: meta!.staker,
    withdrawer: meta!.withdrawer,
    lockup: meta!.lockup,
    delegation: delegation ? { ...delegation } : undefined,
  });
  ledger.accounts.set(address, { owner: STAKE_PROGRAM, data });
}

/**
 * The program's `authorize`: `signers`, every address that signed (a pool's call signs for its PDA);
 * `custodian`, the lockup's custodian account when one was passed.
 */
export function authorize(
  ledger: StakeLedger,
  stake: string,
  signers: ReadonlySet<string>,
  newAuthority: string,
  role: StakeRole,
  custodian: { address: string; signer: boolean } | null,
): PoolInstructionResult {
  const state = heldStake(ledger, stake);
  if (!state) return refuse('InvalidAccountOwner', `Authorize: ${stake} is no stake account`);
  if (!state.meta) return refuse('InvalidAccountData', 'Authorize: the stake account is not initialized');
  const meta = { ...state.meta };
  if (role === 'staker') {
    if (!signers.has(meta.staker) && !signers.has(meta.withdrawer)) {
      return refuse('MissingRequiredSignature', 'Authorize: neither the staker nor the withdrawer signed');
    }
    meta.staker = newAuthority;
  } else {
    if (lockupInForce(meta.lockup, ledger, null)) {
      if (!custodian) return refuse({ Custom: STAKE_ERROR.CustodianMissing }, 'custodian address not present');
      if (!custodian.signer) return refuse({ Custom: STAKE_ERROR.CustodianSignatureMissing }, 'custodian signature not present');
      if (lockupInForce(meta.lockup, ledger, custodian.address))
        return refuse({ Custom: STAKE_ERROR.LockupInForce }, 'lockup has not yet expired');
    }
    if (!signers.has(meta.withdrawer)) return refuse('MissingRequiredSignature', 'Authorize: the withdrawer did not sign');
    meta.withdrawer = newAuthority;
  }
  writeStake(ledger, stake, { ...state, meta });
  return { ok: true, logs: [`Program log: Authorize ${role} of ${stake} to ${newAuthority}`] };
}

/** The instruction: `[stake w, Clock, authority s, custodian s?]`, data `u32 1, new authority, u32 role`. */
export function runAuthorize(accounts: readonly InstructionAccount[], data: Uint8Array, ledger: StakeLedger): PoolInstructionResult | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length < 4 || view.getUint32(0, true) !== AUTHORIZE) return null;
  if (data.length < 40) return refuse('InvalidInstructionData', 'Authorize: short data');
  const roleNumber = view.getUint32(36, true);
  if (roleNumber > 1) return refuse('InvalidInstructionData', 'Authorize: no such role');
  const [stake, clock, authority, custodian] = accounts;
  if (!stake || !clock || !authority) return refuse('NotEnoughAccountKeys', 'NotEnoughAccountKeys');
  if (clock.address !== CLOCK_SYSVAR) return refuse('InvalidArgument', 'Authorize: the second account is not the Clock');
  if (!stake.writable) return refuse('ReadonlyDataModified', 'Authorize: the stake account is not writable');
  const signers = new Set(accounts.filter((account) => account.signer).map((account) => account.address));
  const newAuthority = encodeBase58(data.subarray(4, 36));
  return authorize(ledger, stake.address, signers, newAuthority, roleNumber === 0 ? 'staker' : 'withdrawer', custodian ?? null);
}
