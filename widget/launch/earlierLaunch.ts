import { sameValue } from '../core/encoding/sameValue';
import { encodeBase58 } from '../core/encoding/base58';
import type { RawAccount } from '../core/guard/tokenLayouts';
import { percentParam } from '../core/amount/percent';
import { decodeTokenMetadata } from '../core/lst/tokenMetadata';
import { decodeStakePool, type Fee } from '../core/stakePool/stakePool';
import { sayLaunch } from '../core/texts/launchEnglish';
import type { Said } from '../core/texts/said';
import type { LaunchAddresses } from './launchAddresses';
import type { LaunchTerms } from './launchTerms';

/** The validator list: account type, its largest number of validators, then a vector of 73-byte entries. */
const LIST_HEADER = 9;
const LIST_ENTRY = 73;
/** Where an entry names its validator's vote account: after four u64s, two u32s and the status byte. */
const ENTRY_VOTE = 41;

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);
const sameShare = (a: Fee, b: Fee) => a.numerator * b.denominator === b.numerator * a.denominator;

/** The vote accounts a validator list names, and its size; null when the bytes are not a list the program wrote. */
function readValidatorList(data: Uint8Array): { maxValidators: number; votes: string[] } | null {
  if (data.length < LIST_HEADER || data[0] !== 2) return null;
  const count = view(data).getUint32(5, true);
  if (LIST_HEADER + count * LIST_ENTRY > data.length) return null;
  const votes = Array.from({ length: count }, (_, index) => {
    const at = LIST_HEADER + index * LIST_ENTRY + ENTRY_VOTE;
    return encodeBase58(data.subarray(at, at + 32));
  });
  return { maxValidators: view(data).getUint32(1, true), votes };
}

/**
 * A wallet launches one pool (its addresses are derived from it), so a launch that finds a pool of
 * this wallet's already on chain continues it. That is only right when it was begun with the same
 * terms: otherwise the team would finish, and stake into, a pool whose fees, token or validator are
 * not the ones it just chose. Null when nothing was begun or all that was begun matches the terms.
 */
export function earlierLaunchDiffers(
  onChain: (address: string) => RawAccount | null,
  terms: LaunchTerms,
  addresses: LaunchAddresses,
): Said | null {
  const pool = onChain(addresses.pool);
  if (pool) {
    const earlier = decodeStakePool(pool.data);
    const fees = [
      [earlier.epochFee, terms.epochFee],
      [earlier.solDepositFee, terms.depositFee],
      [earlier.stakeDepositFee, terms.depositFee],
      [earlier.solWithdrawalFee, terms.withdrawalFee],
      [earlier.stakeWithdrawalFee, terms.withdrawalFee],
    ] as const;
    const referral = [earlier.solReferralFee, earlier.stakeReferralFee].some((percent) => percent !== terms.referralPercent);
    if (referral || fees.some(([was, asked]) => !sameShare(was, asked))) {
      return sayLaunch('launchEarlierFees', {
        pool: addresses.pool,
        epoch: percentParam(earlier.epochFee),
        deposit: percentParam(earlier.solDepositFee),
        withdrawal: percentParam(earlier.solWithdrawalFee),
        referral: earlier.solReferralFee,
      });
    }
  }
  const list = onChain(addresses.validatorList);
  const validators = list && readValidatorList(list.data);
  if (validators && validators.maxValidators !== terms.maxValidators) {
    return sayLaunch('launchEarlierSize', { pool: addresses.pool, max: validators.maxValidators });
  }
  if (validators && validators.votes.length > 0 && !validators.votes.includes(terms.vote)) {
    return sayLaunch('launchEarlierValidator', { pool: addresses.pool, vote: validators.votes[0]! });
  }
  const metadata = onChain(addresses.metadata);
  const token = metadata && decodeTokenMetadata(metadata.data, addresses.mint);
  const asked = { name: terms.name.trim(), symbol: terms.symbol.trim(), uri: terms.uri.trim() };
  if (token && !sameValue(token, asked)) return sayLaunch('launchEarlierToken', { pool: addresses.pool, ...token });
  return null;
}
