import { sol } from '../../logic/launchWords';
import { tokenAmount, tokenName, whose, Whose } from '../../logic/poolWords';
import { PoolSection, type PoolSectionProps } from './PoolSection';

/**
 * The team's harvest: the epoch fee's tokens in its fee account and their SOL worth at the pool's rate;
 * "Move to your wallet" puts them where the card's Unstake takes them out (`unstakePath`: the pool's
 * page, as the launch's "Stake into" opens it).
 */
export function PoolHarvest({ pool, busy, handlers, panel, unstakePath }: PoolSectionProps & { unstakePath: string }) {
  const { tokens, lamports, feeAccount } = pool.harvest;
  return (
    <PoolSection id="pool-harvest-title" title={`${Whose(pool)} harvest`}>
      <p className="pool-harvest__tokens">{tokenAmount(tokens, pool)}</p>
      <p className="muted">
        ≈ {sol(lamports)} at the pool's rate, in {whose(pool)} fee account <code title={feeAccount}>{feeAccount}</code>. {Whose(pool)} epoch
        fee arrives there at each epoch's update.
      </p>
      {pool.harvest.inWallet ? (
        <p>This fee account is the wallet's own token account: the harvest is already where the card's Unstake finds it.</p>
      ) : !pool.harvest.walletOwnsFee ? (
        <p className="muted">Only the fee account's owner moves the harvest.</p>
      ) : tokens === 0n ? (
        <p>Nothing to move now: the next harvest arrives with the update after an epoch of rewards.</p>
      ) : (
        !panel && (
          <p className="pool-section__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => handlers.onAction({ kind: 'harvest' })}>
              Move to your wallet
            </button>
            <span className="muted">Then unstake it on your pool's page, by any way out the card offers.</span>
          </p>
        )
      )}
      {panel}
      {/* An open panel stands in for the link: its done state offers the same, as a button. */}
      {pool.harvest.walletOwnsFee && !panel && (
        <p>
          <a href={unstakePath}>Unstake {tokenName(pool)} on your pool's page</a>
        </p>
      )}
    </PoolSection>
  );
}
