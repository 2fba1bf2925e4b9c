import { formatAmount } from '../../widget/core/amount/amount';
import { roughDuration } from '../../widget/core/amount/roughDuration';
import { SOL_DECIMALS } from '../../widget/core/lst/lst';
import { roundedWorth, WORTH_PLACES } from '../../widget/core/lst/positionWorth';
import { amountParam, inEnglish } from '../../widget/core/texts/said';
import { sayUnstake } from '../../widget/core/texts/unstakeEnglish';
import type { ExitStakeAccount } from '../../widget/exit/readExitStakeAccounts';
import { ProjectLogo } from '../components/ProjectLogo';
import type { NoWorth, YourStake } from '../loadYourStakes';
import { projectView } from '../logic/projectView';
import { Link, type RouteProps } from '../router';
import { useYourStakes, type YourStakesState } from '../useYourStakes';
import '../stakes.css';

/** The page's words, in the site's language. */
export const STAKES_WORDS = {
  title: 'Your stakes',
  lead: "What your wallet holds of each project's token, and your stake accounts from their pools.",
  disconnected: 'Connect your wallet to see what you hold of each project and which stake accounts are ready to withdraw.',
  loading: 'Reading your wallet...',
  nothing: 'Your wallet holds no token of the projects listed here yet.',
  explore: 'Explore projects',
  listFailed: 'The list of projects could not be loaded right now. Nothing in your wallet is affected.',
  holdingsFailed: "Your wallet's holdings could not be read from the Solana network right now. Nothing in your wallet is affected.",
  retry: 'Try again',
  open: 'Open {symbol}',
  stakeAccounts: 'Stake accounts',
  stakeAccountsUnlisted:
    "This Solana node did not list your wallet's stake accounts: a stake account from a project whose token you no longer hold shows on that project's card.",
} as const;

/** Why a holding shows no SOL worth, as a staker reads it. */
export const NO_WORTH: Record<NoWorth, string> = {
  'no-pool': 'No SOL worth shown: this project is staked by swap, with no pool to read a rate from.',
  'not-the-pool': 'No SOL worth shown: the pool on Solana is not the one the project lists.',
};

/** One exit stake account, in the card's own words: ready to withdraw, cooling down, or staked. */
function stakeAccountLine(account: ExitStakeAccount): string {
  const amount = amountParam(account.lamports, SOL_DECIMALS);
  const time = roughDuration(account.secondsUntilSol);
  if (account.phase === 'inactive') return inEnglish(sayUnstake('stakeAccountReady', { amount }));
  if (account.phase === 'deactivating') return inEnglish(sayUnstake('stakeAccountCooling', { amount, time: inEnglish(time) }));
  return inEnglish(sayUnstake('stakeAccountStaked', { amount, time: inEnglish(time) }));
}

function StakeRow({ stake }: { stake: YourStake }) {
  const project = projectView(stake.entry);
  const headingId = `stake-${stake.entry.mint}`;
  return (
    <li className="stake" aria-labelledby={headingId}>
      <div className="stake__head">
        <ProjectLogo src={project.logo} name={project.name} size={48} />
        <div className="stake__heading">
          <h2 className="stake__name" id={headingId}>
            <Link href={project.detailPath}>{project.name}</Link>
          </h2>
          <p className="stake__symbol">{project.symbol}</p>
        </div>
      </div>
      <div className="stake__figures">
        <p className="stake__tokens">
          {formatAmount(stake.tokens, stake.entry.decimals)} {project.symbol}
        </p>
        {stake.worth !== null && (
          <p className="stake__worth" title={`${formatAmount(stake.worth, SOL_DECIMALS)} SOL`}>
            ≈ {formatAmount(roundedWorth(stake.worth), WORTH_PLACES)} SOL
          </p>
        )}
        {stake.noWorth && <p className="stake__note muted">{NO_WORTH[stake.noWorth]}</p>}
      </div>
      {stake.stakeAccounts.length > 0 && (
        <div className="stake__accounts">
          <h3 className="stake__accounts-title">{STAKES_WORDS.stakeAccounts}</h3>
          <ul>
            {stake.stakeAccounts.map((account) => (
              <li key={account.address} className={`stake__account${account.phase === 'inactive' ? ' stake__account--ready' : ''}`}>
                {stakeAccountLine(account)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Link className="button button--secondary stake__open" href={project.detailPath}>
        {STAKES_WORDS.open.replace('{symbol}', project.symbol)}
      </Link>
    </li>
  );
}

/** What the page shows for each state of the wallet's holdings. */
export function StakesView({ state }: { state: YourStakesState }) {
  switch (state.status) {
    case 'disconnected':
      return (
        <div className="stakes__empty">
          <p>{STAKES_WORDS.disconnected}</p>
          <lst-wallet-button />
        </div>
      );
    case 'loading':
      return (
        <p className="stakes__empty" role="status">
          {STAKES_WORDS.loading}
        </p>
      );
    case 'failed':
      return (
        <div className="stakes__empty" role="alert">
          <p>{state.what === 'list' ? STAKES_WORDS.listFailed : STAKES_WORDS.holdingsFailed}</p>
          <button type="button" className="button button--secondary" onClick={state.retry}>
            {STAKES_WORDS.retry}
          </button>
        </div>
      );
    case 'ready': {
      const unlisted = !state.stakeAccountsListed && <p className="stakes__note">{STAKES_WORDS.stakeAccountsUnlisted}</p>;
      if (state.stakes.length === 0)
        return (
          <div className="stakes__empty">
            <p>{STAKES_WORDS.nothing}</p>
            {unlisted}
            <Link className="button button--primary" href="/explore">
              {STAKES_WORDS.explore}
            </Link>
          </div>
        );
      return (
        <>
          <ul className="stakes__list">
            {state.stakes.map((stake) => (
              <StakeRow key={stake.entry.mint} stake={stake} />
            ))}
          </ul>
          {unlisted}
        </>
      );
    }
  }
}

/**
 * "Your stakes": what the connected wallet holds of every listed project's token, with its SOL worth at
 * the pool's own rate, and its exit stake accounts, each linking to the project's card. A chunk of its
 * own: the site's other pages load none of it.
 */
export function StakesPage(_: RouteProps) {
  const state = useYourStakes();
  return (
    <div className="page stakes">
      <header className="stakes__header">
        <h1 className="page__title">{STAKES_WORDS.title}</h1>
        <p className="muted">{STAKES_WORDS.lead}</p>
      </header>
      <StakesView state={state} />
    </div>
  );
}
