import { LaunchFormView } from '../components/LaunchFormView';
import { slug } from '../logic/slug';
import { Link, type RouteProps } from '../router';

const MARKETING = [
  ['Fast Funding', 'Launch a staking pool in minutes and start receiving staking rewards from the next epoch.'],
  ['Investor Trust', 'Supporters never hand over their principal: they hold your LST and can exit at any time.'],
  ['Retention Incentives', 'Rewards keep flowing while supporters stay, so your community grows with you.'],
] as const;

const INCENTIVES = [
  ['For Investors', ['Keep your SOL principal', 'Earn a liquid token you can use across Solana', 'Back projects without buying a token']],
  ['For Project Teams', ['Funding without a token sale', 'A community of long-term supporters', 'Rewards that arrive every epoch']],
] as const;

export function LaunchPage(_: RouteProps) {
  return (
    <div className="page">
      <h1 className="page__title">Launch your staking pool</h1>
      {/* A team comes back here after its launch: "Your pool" is where it runs the pool. */}
      <p className="muted">
        Launched already? <Link href="/pool">Run your pool</Link>: update it each epoch, take your harvest, change its fees and validators.
      </p>
      <div className="marketing-grid">
        {MARKETING.map(([title, text]) => (
          <section className="panel" key={title} aria-labelledby={`${slug(title)}-title`}>
            <h2 className="panel__title" id={`${slug(title)}-title`}>
              {title}
            </h2>
            <p>{text}</p>
          </section>
        ))}
      </div>
      <div className="panel panel--form">
        <LaunchFormView />
      </div>
      <section className="section" aria-labelledby="incentives-title">
        <h2 className="section__title" id="incentives-title">
          Incentives
        </h2>
        <div className="marketing-grid marketing-grid--two">
          {INCENTIVES.map(([title, points]) => (
            <section className="panel" key={title} aria-labelledby={`${slug(title)}-incentive`}>
              <h3 className="panel__title" id={`${slug(title)}-incentive`}>
                {title}
              </h3>
              <ul className="bullets">
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}
