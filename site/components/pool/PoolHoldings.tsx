import type { ManagedPool } from '../../../widget/manage/types';
import { sol } from '../../logic/launchWords';
import { apyWords, poolRate, tokenAmount, whose } from '../../logic/poolWords';
import { PoolSection } from './PoolSection';

/** What the pool holds and how it grows, as of its last update: each figure exact. */
export function PoolHoldings({ pool }: { pool: ManagedPool }) {
  const figures: [string, string, string?][] = [
    ['SOL in the pool', sol(pool.totalLamports), `As of its update in epoch ${pool.lastUpdateEpoch}.`],
    ['Tokens out', tokenAmount(pool.poolTokenSupply, pool)],
    ['Rate', poolRate(pool)],
    ['APY', apyWords(pool)],
    ["Stakers' tokens", tokenAmount(pool.stakersTokens, pool), `Everything out but ${whose(pool)} fee account.`],
    ['Reserve, free to stake', sol(pool.reserveSpendableLamports), "What a new validator's stake is taken from."],
  ];
  return (
    <PoolSection id="pool-holds-title" title="What the pool holds">
      <dl className="pool-figures">
        {figures.map(([name, value, note]) => (
          <div className="pool-figures__row" key={name}>
            <dt>{name}</dt>
            <dd>
              <span className="pool-figures__value">{value}</span>
              {note && <span className="pool-figures__note">{note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </PoolSection>
  );
}
