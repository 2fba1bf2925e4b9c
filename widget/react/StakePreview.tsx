import { SOL_DECIMALS, type LstEntry } from '../core/lst/lst';
import { amountParam } from '../core/texts/said';
import type { Preview } from '../stake/offerDesk';
import { poolTermsParams, scheduledFeesParams } from '../stake/poolTerms';
import { isExitRoute, ROUTE_TEXTS } from '../stake/routes/routeTexts';
import { say } from '../core/texts/english';
import { useTexts, Words } from './TextsContext';

/**
 * What the staker would receive, by which route, and for a pool's token the pool's own terms (its
 * rate, what entering and leaving through it cost, the share of rewards it keeps, and the fees it
 * has scheduled), so stakers see every fee before they click and can compare pools.
 */
export function StakePreview({
  preview,
  entry,
  accountRent,
  amount,
}: {
  preview: Preview;
  entry: LstEntry | null;
  /** What this stake pays to open the staker's account of the LST (null: they have it): shown with the total. */
  accountRent?: bigint | null;
  /** The SOL to stake, in lamports, as typed. */
  amount?: bigint | null;
}) {
  const texts = useTexts();
  const ready = preview.status === 'ready' && entry ? preview : null;
  // The route says how its figure reads (exact, or a quote's approximation) and what it is called.
  const routeTexts = ready && !isExitRoute(ready.route) && ROUTE_TEXTS[ready.route];
  const terms = ready?.terms;
  const scheduled = terms && scheduledFeesParams(terms);
  return (
    <>
      <p className="lst-preview" aria-live="polite">
        {ready && routeTexts && entry && (
          <Words said={say(routeTexts.preview, { amount: amountParam(ready.expectedOut, entry.decimals, entry.symbol) })} />
        )}
        {preview.status === 'loading' && texts.t('previewLoading')}
        {preview.status === 'failed' && (preview.reason ? texts.say(preview.reason) : texts.t('previewFailed'))}
      </p>
      {ready && routeTexts && entry && (
        <p className="lst-route">
          <span className="lst-route__name">{texts.t(routeTexts.label)}</span>
          {/* A swap's figure is a quote: the least it may give, as the transaction will hold it to, before the click. */}
          {ready.route === 'swap' && ready.minimumOut !== undefined && ready.minimumOut < ready.expectedOut && (
            <span>{texts.t('previewAtLeast', { amount: amountParam(ready.minimumOut, entry.decimals, entry.symbol) })}</span>
          )}
          {terms && (
            <>
              <span>{texts.t('poolRate', { symbol: entry.symbol, rate: poolTermsParams(terms).rate })}</span>
              <span>{texts.t('poolFees', poolTermsParams(terms))}</span>
              {scheduled && <span>{texts.t('poolFeesScheduled', scheduled)}</span>}
            </>
          )}
        </p>
      )}
      {/* The first stake also pays the rent of the staker's token account: the whole cost, before the click. */}
      {ready && entry && accountRent != null && amount != null && (
        <p className="lst-rent">
          <span>
            <Words said={say('accountRent', { symbol: entry.symbol, rent: amountParam(accountRent, SOL_DECIMALS) })} />
          </span>
          <strong>
            <Words said={say('stakeTotal', { total: amountParam(amount + accountRent, SOL_DECIMALS) })} />
          </strong>
        </p>
      )}
    </>
  );
}
