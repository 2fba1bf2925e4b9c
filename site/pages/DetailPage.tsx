import { useMemo } from 'react';
import { isAddress } from '../../widget/core/encoding/base58';
import { CategoryChips } from '../components/CategoryChips';
import { EmbedConfigurator } from '../components/EmbedConfigurator';
import { PoolPanel } from '../components/PoolPanel';
import { ProjectLinks } from '../components/ProjectLinks';
import { ProjectLogo } from '../components/ProjectLogo';
import { claimsAnotherMint, projectView } from '../logic/projectView';
import type { RouteProps } from '../router';
import { useLstList } from '../useLstList';

function NotFound({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="page page--narrow">
      <h1 className="page__title">Project Not Found</h1>
      <p role="alert">{message}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function DetailPage({ projectId = '' }: RouteProps & { projectId?: string }) {
  const id = decodeURIComponent(projectId);
  // An id that is no address names no project: say so without asking for the list.
  if (!isAddress(id)) return <NotFound message="The requested project does not exist." />;
  return <ProjectDetail id={id} />;
}

function ProjectDetail({ id }: { id: string }) {
  const lsts = useLstList();
  const entry = useMemo(
    // Found by the entry's own mint only: an entry claiming this mint in its meta is an impostor.
    () => (lsts.status === 'ready' ? lsts.list.find((item) => item.mint === id && !claimsAnotherMint(item)) : undefined),
    [lsts, id],
  );
  if (lsts.status === 'loading')
    return (
      <p className="page" role="status">
        Loading...
      </p>
    );
  if (lsts.status === 'failed') return <NotFound message="Failed to fetch project data" onRetry={lsts.retry} />;
  if (!entry) return <NotFound message="Project not found" />;

  const project = projectView(entry);
  return (
    <div className="page detail">
      <header className="detail__header">
        <ProjectLogo src={project.logo} name={project.name} size={80} />
        <div className="detail__heading">
          <h1 className="page__title detail__name">{project.name}</h1>
          <p className="detail__symbol">{project.symbol}</p>
          {project.oneLiner && <p className="detail__one-liner">{project.oneLiner}</p>}
          <p className="detail__mint">
            <span className="muted">Mint </span>
            <code>{project.mint}</code>
          </p>
          <CategoryChips categories={project.categories} />
          <ProjectLinks project={project} />
        </div>
      </header>
      <div className="detail__grid">
        <section className="detail__stake" aria-label="Staking">
          <lst-stake mint={project.mint} />
          <PoolPanel entry={entry} symbol={project.symbol} />
        </section>
        <section className="panel detail__features" aria-labelledby="features-title">
          <h2 className="panel__title" id="features-title">
            Key Features
          </h2>
          {project.valueProposition && <p className="panel__lead">{project.valueProposition}</p>}
          {project.bullets.length > 0 && (
            <ul className="bullets">
              {project.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
          {project.voteAccount && (
            <p className="detail__vote">
              <span className="muted">Vote account </span>
              <code>{project.voteAccount}</code>
            </p>
          )}
        </section>
      </div>
      <EmbedConfigurator mint={project.mint} />
    </div>
  );
}
