import { roundedFraction } from '../core/amount/roundedFraction';
import { SOL_DECIMALS, type LstEntry } from '../core/lst/lst';
import { amountParam } from '../core/texts/said';
import type { Preview } from '../stake/createStakeOwner';
import { useTexts } from './TextsContext';

/** Places a rate (SOL per token) and a percentage are shown with. */
const RATE_PLACES = 4;
const PERCENT_PLACES = 2;

/**
 * What the staker would receive, by which route, and for a pool deposit the pool's own terms (its
 * rate, SOL deposit fee and the share of rewards it keeps), so stakers can compare pools.
 */
export function StakePreview({ preview, entry }: { preview: Preview; entry: LstEntry | null }) {
  const texts = useTexts();
  const ready = preview.status === 'ready' && entry ? preview : null;
  const terms = ready?.terms;
  const percent = (fraction: { numerator: bigint; denominator: bigint }) =>
    amountParam(
      roundedFraction({ numerator: fraction.numerator * 100n, denominator: fraction.denominator }, PERCENT_PLACES),
      PERCENT_PLACES,
    );
  return (
    <>
      <p className="lst-preview" aria-live="polite">
        {ready &&
          entry &&
          texts.t(ready.route === 'deposit' ? 'previewExact' : 'preview', {
            amount: amountParam(ready.expectedOut, entry.decimals, entry.symbol),
          })}
        {preview.status === 'loading' && texts.t('previewLoading')}
        {preview.status === 'failed' && (preview.reason ? texts.say(preview.reason) : texts.t('previewFailed'))}
      </p>
      {ready && entry && (
        <p className="lst-route">
          <span className="lst-route__name">{texts.t(ready.route === 'deposit' ? 'routeDeposit' : 'routeSwap')}</span>
          {terms && (
            <>
              <span>
                {texts.t('poolRate', {
                  symbol: entry.symbol,
                  rate: amountParam(
                    roundedFraction(
                      {
                        numerator: terms.lamportsPerToken.numerator,
                        denominator: terms.lamportsPerToken.denominator * 10n ** BigInt(SOL_DECIMALS),
                      },
                      RATE_PLACES,
                    ),
                    RATE_PLACES,
                  ),
                })}
              </span>
              <span>{texts.t('poolFees', { depositFee: percent(terms.depositFee), epochFee: percent(terms.epochFee) })}</span>
            </>
          )}
        </p>
      )}
    </>
  );
}
