import type { Cluster } from '../../widget/core/config/cluster';
import { sayLaunch } from '../../widget/core/texts/launchEnglish';
import type { LaunchPlan, LaunchTerms } from '../../widget/launch';
import { explorerAddressUrl } from '../logic/explorerAddress';
import { feePercent } from '../logic/launchSummary';
import { words } from '../logic/launchWords';
import { poolCardPath, yourPoolPath } from '../logic/poolPaths';
import { PoolSnippet } from './PoolSnippet';

/**
 * The pool is live: "Stake into {symbol}" first, then the pool's addresses, what happens next (each
 * with the page that does it, where there is one), and the snippet that puts the card on any page.
 */
export function LaunchSuccess({ plan, cluster, terms, demo }: { plan: LaunchPlan; cluster: Cluster; terms: LaunchTerms; demo: boolean }) {
  const { symbol } = terms;
  const { pool, mint, validatorList } = plan.addresses;
  const poolPage = poolCardPath(mint, pool);
  // "Your pool": where the team updates the pool, takes its harvest and changes its terms.
  const yourPool = yourPoolPath(pool);
  const accounts = [
    ['Pool', pool],
    ['Mint', mint],
    ['Validator list', validatorList],
  ] as const;
  return (
    <div className="launch-success">
      <h3 className="launch-success__title">{words(sayLaunch('launchLive'))}</h3>
      <p>
        <a className="button button--primary" href={poolPage}>
          {words(sayLaunch('launchStakeInto', { symbol }))}
        </a>
      </p>
      <ul className="bullets">
        {accounts.map(([name, address]) => (
          <li key={name}>
            {name}:{' '}
            <a href={explorerAddressUrl(address, cluster)} target="_blank" rel="noreferrer">
              <code>{address}</code>
            </a>
          </li>
        ))}
      </ul>
      <section aria-labelledby="launch-next-title">
        <h3 className="launch-success__title" id="launch-next-title">
          {words(sayLaunch('launchNextTitle'))}
        </h3>
        <ul className="launch-next">
          <li>
            Every epoch (about 2 days) the pool must be updated before it takes deposits again. Anyone may do it: the stake card does it in
            front of the first stake of the epoch while the pool has one validator, and Your pool does it with one click.{' '}
            <a href={yourPool}>Your pool</a>
          </li>
          <li>
            Your epoch fee ({feePercent(terms.epochFee)} % of the rewards) arrives at each update as {symbol} in your fee account: your
            harvest. Your pool shows it with its SOL worth and moves it to your wallet; then unstake it on your pool's page.{' '}
            <a href={yourPool}>Your harvest</a>
          </li>
          <li>
            This wallet is the pool's manager: only it can change the fees or add and remove validators, on Your pool. A changed epoch or
            withdrawal fee takes effect two epochs later, so stakers see it coming. <a href={yourPool}>Change fees and validators</a>
          </li>
          <li>
            {words(sayLaunch('launchNextListing', { mint }))}{' '}
            <a href="https://github.com/igneous-labs/sanctum-lst-list/issues/new" target="_blank" rel="noreferrer">
              Write to the list's maintainers
            </a>
          </li>
        </ul>
      </section>
      <PoolSnippet mint={mint} pool={pool} terms={terms} demo={demo} />
    </div>
  );
}
