import type { ProjectView } from '../logic/projectView';
import { Link } from '../router';
import type { ApyReading } from '../usePoolApys';
import { ApyLine } from './ApyLine';
import { ProjectLogo } from './ProjectLogo';

/** A large featured project: logo, name, symbol, Key Points, its APY (or why none) and 'Stake Now', all one link to its detail page. */
export function FeaturedCard({ project, apy = 'no-pool' }: { project: ProjectView; apy?: ApyReading }) {
  return (
    <article className="card card--featured">
      <Link className="card__link" href={project.detailPath}>
        <div className="card__head">
          <ProjectLogo src={project.logo} name={project.name} size={64} />
          <div className="card__heading">
            <h3 className="card__title">{project.name}</h3>
            <span className="card__symbol">{project.symbol}</span>
          </div>
        </div>
        <h4 className="card__label">Key Points</h4>
        <ul className="bullets">
          {project.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
        <ApyLine reading={apy} className="card__apy" />
        <span className="button button--primary card__cta">Stake Now</span>
      </Link>
    </article>
  );
}
