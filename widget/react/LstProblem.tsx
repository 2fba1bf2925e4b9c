import type { LstLookup } from '../stake/lstLookup';
import { RetryAlert } from './RetryAlert';
import { useTexts } from './TextsContext';

/**
 * Why the card has no token to stake, in words a staker understands: a list that did not load (the
 * spec's 'Failed to fetch LSTs' is logged where the list is fetched, widget/api/lstList.ts) with a
 * retry, no valid mint, a token no list names, or a pool refused with its reason.
 */
export function LstProblem({ lookup, retry }: { lookup: LstLookup; retry: () => void }) {
  const texts = useTexts();
  const { status } = lookup;
  if (status === 'failed') return <RetryAlert text={texts.t('lstsFailedShown')} retry={retry} />;
  const text =
    status === 'invalid-mint'
      ? texts.t('invalidMint')
      : status === 'unknown'
        ? texts.t('unknownMint')
        : status === 'pool-refused'
          ? texts.say(lookup.reason)
          : null;
  return text ? (
    <p className="lst-message lst-message--error" role="alert">
      {text}
    </p>
  ) : null;
}
