import { shortAddress } from '../core/encoding/shortAddress';
import type { BringKey } from '../core/texts/bringEnglish';
import type { Said, TextParam, TextParams } from '../core/texts/said';
import type { BringableStakeAccount, NotDepositable, StakeSource, StakeState } from '../bring/types';

type B = (key: BringKey, params?: TextParams) => Said;

const STATE: Record<StakeState, BringKey> = {
  active: 'bringStateActive',
  activating: 'bringStateActivating',
  deactivating: 'bringStateDeactivating',
  inactive: 'bringStateInactive',
  locked: 'bringStateLocked',
};

const SOURCE: Record<StakeSource, BringKey> = { wallet: 'bringFromWallet', exit: 'bringFromExit', pasted: 'bringFromPasted' };

/** A stake account's state, and where it came from, as a staker reads them. */
export const stateWords = (b: B, state: StakeState): Said => b(STATE[state]);
export const sourceWords = (b: B, source: StakeSource, symbol: string): Said => b(SOURCE[source], { symbol });

/** Its validator: the list's name (when it gives one) and the vote account, shortened; or that it is not delegated. */
export function validatorWords(b: B, { voter, validatorName }: Pick<BringableStakeAccount, 'voter' | 'validatorName'>): Said {
  if (!voter) return b('bringNoValidator');
  return validatorName
    ? b('bringValidatorNamed', { name: validatorName, voter: shortAddress(voter) })
    : b('bringValidator', { voter: shortAddress(voter) });
}

/**
 * Why a stake account cannot go into the pool now, in a staker's words. `capPercent`: this card's fee cap
 * ("1"), `date`: a lockup's unix time as the staker's language writes a date.
 */
export function whyWords(b: B, why: NotDepositable, symbol: string, capPercent: TextParam, date: (unixSeconds: bigint) => string): Said {
  switch (why.code) {
    case 'activating':
      return b('whyActivating', { epoch: why.fromEpoch.toString() });
    case 'deactivating':
      return b('whyDeactivating');
    case 'inactive':
      return b('whyInactive');
    case 'locked': {
      if (why.untilUnixTimestamp === null) return b('whyLockedEpoch', { epoch: String(why.untilEpoch) });
      const time = date(why.untilUnixTimestamp);
      return why.untilEpoch === null ? b('whyLockedTime', { time }) : b('whyLockedBoth', { epoch: why.untilEpoch.toString(), time });
    }
    case 'not-in-pool':
      return b('whyNotInPool', { symbol });
    case 'preferred-only':
      return b('whyPreferredOnly', { symbol });
    case 'not-yours':
      return b('whyNotYours');
    case 'not-stake-account':
      return b('whyNotStakeAccount');
    case 'pool-private':
      return b('whyPoolPrivate', { symbol });
    case 'token-refused':
      return why.said;
    case 'fee-over-cap':
      return b('whyFeeOverCap', { symbol, percent: why.percent, cap: capPercent });
    case 'too-small':
      return b('whyTooSmall', { symbol });
  }
}
