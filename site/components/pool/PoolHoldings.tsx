import { sol } from '../../logic/launchWords';
import { stakeReserveMost } from '../../logic/poolStakeForm';
import { apyWords, poolRate, tokenAmount, whose } from '../../logic/poolWords';
import { PoolSection, type PoolSectionProps } from './PoolSection';
import { StakeReserveForm } from './StakeReserveForm';

/** What the pool holds and how it grows, as of its last update: each figure exact; the manager stakes the reserve's free SOL from here. */
export function PoolHoldings({ pool, busy, handlers, panel }: PoolSectionProps) {
  const figures: [string, string, string?][] = [
    ['SOL in the pool', sol(pool.totalLamports), `As of its update in epoch ${pool.lastUpdateEpoch}.`],
    ['Tokens out', tokenAmount(pool.poolTokenSupply, pool)],
    ['Rate', poolRate(pool)],
    ['APY', apyWords(pool)],
    ["Stakers' tokens", tokenAmount(pool.stakersTokens, pool), `Everything out but ${whose(pool)} fee account.`],
    ['Reserve, free to stake', sol(pool.reserveSpendableLamports), 'It earns nothing until it is staked with a validator.'],
  ];
  const canStake = pool.walletIsStaker && stakeReserveMost(pool) > 0n && pool.validators.some((validator) => validator.status === 'active');
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
      {canStake && !panel && <StakeReserveForm pool={pool} busy={busy} onPlan={handlers.onAction} />}
      {panel}
    </PoolSection>
  );
}
