import { slug } from '../logic/slug';
import { Link, type RouteProps } from '../router';

const STAKER_STEPS = [
  ['Find the soil', 'Browse projects and pick one whose mission you want to grow.'],
  ['Plant the seed', 'Connect your wallet and stake SOL. You receive the project\u2019s liquid staking token.'],
  ['Watch your tree grow', 'Your SOL keeps earning staking rewards, and the rewards fund the project.'],
  ['Harvest your rewards', 'Your principal stays yours: swap the LST back to SOL whenever you like.'],
] as const;

const PROJECT_STEPS = [
  ['Prepare the soil', 'Describe your staking pool: name, symbol, metadata and fees.'],
  ['Nurture the tree', 'Share your page; supporters stake SOL instead of buying a token.'],
  ['Watch your tree grow', 'Staking rewards flow to your project epoch after epoch.'],
  ['Harvest Time', 'Fund your roadmap without a token sale and without diluting anyone.'],
] as const;

function Steps({ title, steps }: { title: string; steps: readonly (readonly [string, string])[] }) {
  return (
    <section className="steps" aria-labelledby={`${slug(title)}-title`}>
      <h3 className="steps__title" id={`${slug(title)}-title`}>
        {title}
      </h3>
      <ol className="steps__list">
        {steps.map(([name, text], index) => (
          <li className="step" key={name}>
            <span className="step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h4 className="step__name">{name}</h4>
            <p>{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function HomePage(_: RouteProps) {
  return (
    <>
      <section className="hero">
        <p className="hero__eyebrow">The greenest launchpad</p>
        <h1 className="hero__title">Grow the projects you believe in, and keep your SOL.</h1>
        <p className="hero__text">
          Stake SOL into a project&rsquo;s liquid staking token. Your principal stays yours; the staking rewards fund the project. Projects
          launch a staking pool and raise funds without a token sale.
        </p>
        <div className="hero__actions">
          <Link className="button button--primary" href="/explore">
            Explore All
          </Link>
          <Link className="button button--secondary" href="/launch">
            Launch
          </Link>
        </div>
      </section>
      <section className="section" aria-labelledby="how-title">
        <h2 className="section__title" id="how-title">
          How It Works
        </h2>
        <div className="steps-grid">
          <Steps title="For Stakers" steps={STAKER_STEPS} />
          <Steps title="For Projects" steps={PROJECT_STEPS} />
        </div>
      </section>
      <section className="cta" aria-labelledby="ready-title">
        <h2 className="cta__title" id="ready-title">
          Ready to Launch?
        </h2>
        <p>Create a staking pool for your project in minutes.</p>
        <Link className="button button--primary" href="/launch">
          Get Started
        </Link>
      </section>
    </>
  );
}
