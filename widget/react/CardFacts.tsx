import { roundedWorth, WORTH_PLACES } from '../core/lst/positionWorth';
import type { LstEntry } from '../core/lst/lst';
import { poolApyText } from '../core/stakePool/poolApyText';
import type { PoolApy } from '../core/stakePool/poolApy';
import { amountParam } from '../core/texts/said';
import type { Position } from '../stake/holdingsState';
import { say } from '../core/texts/english';
import { useTexts, Words } from './TextsContext';

/**
 * What the staker holds of the token and what it is worth in SOL at the pool's rate now ("You hold
 * 0.74984422 picoSOL ≈ 0.9998 SOL": the LST exact, its worth rounded), and the pool's APY over its last
 * epoch, under the card's actions. The APY's line keeps its room from the first paint.
 */
export function CardFacts({ entry, position, apy }: { entry: LstEntry | null; position: Position | null; apy: PoolApy | null }) {
  const texts = useTexts();
  const apyText = apy && poolApyText(apy);
  const held = entry && position && amountParam(position.tokens, entry.decimals, entry.symbol);
  return (
    <div className="lst-facts" aria-live="polite">
      {/* Its room held under the actions, so nothing moves when the APY arrives. */}
      <p className="lst-facts__apy">{apyText ? texts.say(apyText) : '\u00a0'}</p>
      {held && (
        <p className="lst-facts__position">
          <Words
            said={
              position.worth === null
                ? say('positionNoRate', { lst: held })
                : say('position', { lst: held, sol: amountParam(roundedWorth(position.worth), WORTH_PLACES) })
            }
          />
        </p>
      )}
    </div>
  );
}
