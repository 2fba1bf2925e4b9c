import { lazy, Suspense, useMemo } from 'react';
import { isAddress } from '../../widget/core/encoding/isAddress';
import type { LstEntry } from '../../widget/core/lst/lst';
import { inEnglish } from '../../widget/core/texts/said';
import { CategoryChips } from '../components/CategoryChips';
import { PoolPanel } from '../components/PoolPanel';
import { ProjectLinks } from '../components/ProjectLinks';
import { ProjectLogo } from '../components/ProjectLogo';
import { claimsAnotherMint, projectView } from '../logic/projectView';
import type { RouteProps } from '../router';
import { useLstList } from '../useLstList';
import { usePoolLookup } from '../usePoolLookup';

/** The embed configurator, below the project: a chunk of its own, so the other pages load without it. */
const EmbedConfigurator = lazy(() => import('../components/EmbedConfigurator').then((module) => ({ default: module.EmbedConfigurator })));

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

/** The router passes the query's `pool` (`/detail/{mint}?pool=…`) as a prop. */
export function DetailPage({ projectId = '', pool }: RouteProps & { projectId?: string; pool?: string }) {
  const id = decodeURIComponent(projectId);
  // An id that is no address names no project: say so without asking for the list.
  if (!isAddress(id)) return <NotFound message="The requested project does not exist." />;
  return pool ? <PooledProject id={id} pool={pool} /> : <ProjectDetail id={id} />;
}

/**
 * A project by the stake pool its address names (the launch page's link): read from the chain as the
 * card reads it, so a pool no list names yet has its page; a pool that does not check out has none.
 */
function PooledProject({ id, pool }: { id: string; pool: string }) {
  const lookup = usePoolLookup(id, pool);
  if (lookup.status === 'loading')
    return (
      <p className="page" role="status">
        Loading...
      </p>
    );
  if (lookup.status === 'failed') return <NotFound message="Failed to fetch project data" onRetry={lookup.retry} />;
  if (lookup.status !== 'ready')
    return <NotFound message={lookup.status === 'pool-refused' ? inEnglish(lookup.reason) : 'Project not found'} />;
  // An entry whose meta claims another mint keeps only what the chain and its own fields say.
  const { entry } = lookup;
  return <ProjectBody entry={claimsAnotherMint(entry) ? { ...entry, meta: undefined } : entry} pool={pool} />;
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
  return <ProjectBody entry={entry} />;
}

/** A project's page: its card (into `pool` when the page names one), its pool, its features and its snippet. */
function ProjectBody({ entry, pool }: { entry: LstEntry; pool?: string }) {
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
          <lst-stake mint={project.mint} pool={pool} />
          <PoolPanel entry={entry} symbol={project.symbol} />
          {pool && (
            <p className="muted detail__listing">
              Not on the public list yet? A project asks to be listed by writing to the list's maintainers (its mint, name, symbol, a logo
              link and its website), as the launch says:{' '}
              <a href="https://github.com/igneous-labs/sanctum-lst-list/issues/new" target="_blank" rel="noreferrer">
                a new issue at igneous-labs/sanctum-lst-list
              </a>
              .
            </p>
          )}
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
      <Suspense fallback={null}>
        <EmbedConfigurator mint={project.mint} pool={pool} />
      </Suspense>
    </div>
  );
}
