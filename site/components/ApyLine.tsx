import { poolApyText } from '../../widget/core/stakePool/poolApyText';
import { englishTexts } from '../../widget/core/texts/texts';
import type { ApyReading } from '../usePoolApys';

/** Why a project staked through a swap shows no APY. */
export const NO_POOL = 'Staked by swap: no pool to read an APY from';

/**
 * A pool's APY as one line ("APY ≈ 7.1 % (last epoch)"), in the site's language. The line keeps its
 * room while the APY is read and when there is nothing to say, so the answer never moves the page.
 * An entry with no stake pool (known before any read) says why it shows none.
 */
export function ApyLine({ reading, className }: { reading: ApyReading; className: string }) {
  if (reading === 'no-pool') return <p className={`apy apy--none ${className}`}>{NO_POOL}</p>;
  const said = typeof reading === 'string' ? null : poolApyText(reading);
  return (
    <p className={`apy ${className}`} aria-busy={reading === 'reading' || undefined}>
      {said ? englishTexts.say(said) : '\u00a0'}
    </p>
  );
}
