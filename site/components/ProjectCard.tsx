import type { ProjectView } from '../logic/projectView';
import { Link } from '../router';
import type { ApyReading } from '../usePoolApys';
import { ApyLine } from './ApyLine';
import { ProjectLogo } from './ProjectLogo';

/**
 * A project in 'View more projects': as a featured card (logo, name, symbol, its APY or why none, 'Stake Now'),
 * with its Description as bullet points; one link to its detail page.
 */
export function ProjectCard({ project, apy = 'no-pool' }: { project: ProjectView; apy?: ApyReading }) {
  return (
    <article className="card">
      <Link className="card__link" href={project.detailPath}>
        <div className="card__head">
          <ProjectLogo src={project.logo} name={project.name} size={44} />
          <div className="card__heading">
            <h3 className="card__title">{project.name}</h3>
            <span className="card__symbol">{project.symbol}</span>
          </div>
        </div>
        <h4 className="card__label">Description</h4>
        <ul className="bullets">
          {project.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
        <ApyLine reading={apy} className="card__apy" />
        <span className="button button--secondary card__cta">Stake Now</span>
      </Link>
    </article>
  );
}
