// A pool's scheduled fees as the card and the site's Pool panel word them: the fees as they will be once the
// change applies, the one that does not change included, so "0.1 %" beside "8 %" is never read as a change
// to both. picoSOL's real pool account, with a change scheduled as the program records one (next_epoch_fee).
import { describe, expect, it } from 'vitest';
import { decodeStakePool } from '../../widget/core/stakePool/stakePool';
import { englishTexts } from '../../widget/core/texts/texts';
import { poolTermsOf } from '../../widget/stake/pool/poolTermsOf';
import { scheduledFeesParams } from '../../widget/stake/poolTerms';
import { PICOSOL } from '../support/stakePoolOnLitesvm';

const pool = decodeStakePool(PICOSOL.pool.data);
const words = (scheduled: ReturnType<typeof scheduledFeesParams>) => scheduled && englishTexts.t('poolFeesScheduled', scheduled);

describe('the scheduled fees, in words', () => {
  it('none scheduled: no line', () => {
    expect(
      scheduledFeesParams(poolTermsOf({ ...pool, nextEpochFee: null, nextSolWithdrawalFee: null, nextStakeWithdrawalFee: null }, 9)),
    ).toBeNull();
  });

  it('the epoch fee raised to 8 %: the fees once it applies, the withdrawal fee as it stays', () => {
    const next = { ...pool, nextEpochFee: { epochsAway: 2 as const, fee: { numerator: 8n, denominator: 100n } } };
    const now = poolTermsOf(pool, 9);
    const line = words(scheduledFeesParams(poolTermsOf(next, 9)));
    expect(line).toMatch(/^Once its scheduled change applies: withdrawal fee [\d.]+ %; the pool keeps 8 % of rewards$/);
    // The withdrawal fee named is today's, unchanged.
    const { numerator, denominator } = now.withdrawalFee;
    const percent = Number((numerator * 10_000n) / denominator) / 100;
    expect(line).toContain(`withdrawal fee ${percent} %`);
  });
});
