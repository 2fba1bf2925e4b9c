import { sayRun, type RunKey } from '../../widget/core/texts/runEnglish';
import { englishTexts } from '../../widget/core/texts/texts';
import { percentParam } from '../../widget/core/amount/percent';
import { sayBring } from '../../widget/core/texts/bringEnglish';
import { poolTermsParams, scheduledFeesParams, type loadPoolTerms } from '../../widget/stake/poolTerms';
import type { StakeRouteEntry } from '../../widget/stake/routes/route';

/** What `loadPoolTerms` answers for an SPL pool entry: its terms, or why it takes no deposit now. */
export type PoolReadout = Exclude<Awaited<ReturnType<typeof loadPoolTerms>>, null>;

/** The pool panel's words: the route, rate and fees (and those it has scheduled); or the one sentence that says why not. */
export type PoolPanelWords = { route: string; rate: string; fees: string; stakeFee?: string; scheduled?: string } | { reason: string };

/** Why a pool cannot take SOL now, as the card itself says it (`loadPoolTerms`'s reasons). */
const REASONS: Partial<Record<string, RunKey>> = { stale: 'poolUpdating', 'deposit-authority': 'poolClosedToDeposits' };

/**
 * The panel's words in the site's language (English), from the widget's own texts and formats: the
 * figures are exactly those the card shows. `symbol` is untrusted list text: it goes into plain text only.
 */
export function poolPanelWords(readout: PoolReadout, symbol: string, route: StakeRouteEntry): PoolPanelWords {
  if ('refused' in readout) return { reason: englishTexts.say(readout.refused) };
  if ('unavailable' in readout) {
    // Any other reason (missing, another program, another mint...): the list's pool is not this token's.
    return { reason: englishTexts.say(sayRun(REASONS[readout.unavailable] ?? 'poolNotFound', { symbol })) };
  }
  const params = { symbol, ...poolTermsParams(readout) };
  const scheduled = scheduledFeesParams(readout);
  return {
    route: englishTexts.t(route.texts.label),
    rate: englishTexts.t('poolRate', params),
    fees: englishTexts.t('poolFees', params),
    // What a stake account brought in place of SOL pays (issue 39), beside the other fees.
    ...(readout.stakeDepositFee && {
      stakeFee: englishTexts.say(sayBring('poolStakeDepositFee', { percent: percentParam(readout.stakeDepositFee) })),
    }),
    ...(scheduled && { scheduled: englishTexts.t('poolFeesScheduled', scheduled) }),
  };
}

/**
 * The panel's lines while the pool is read: the same texts with stand-in figures of a usual width
 * ("1 picoSOL = 0.0000 SOL", "APY ≈ 0.0 % (last epoch)"), so they wrap where the real ones will and the
 * panel keeps its size.
 */
export function placeholderLines(symbol: string, route: StakeRouteEntry): string[] {
  const params = { symbol, rate: '0.0000', depositFee: '0.00', withdrawalFee: '0.1', epochFee: '0.0' };
  return [
    englishTexts.t(route.texts.label),
    englishTexts.t('poolRate', params),
    englishTexts.t('poolFees', params),
    englishTexts.say(sayBring('poolStakeDepositFee', { percent: '0.00' })),
    englishTexts.t('poolApy', { apy: '0.0' }),
  ];
}
