import { useDeferredValue, useMemo, useState } from 'react';
import { explorableProjects, matchesSearch, pickFeatured } from '../logic/explore';
import { projectView } from '../logic/projectView';
import { FeaturedCard } from '../components/FeaturedCard';
import { ProjectCard } from '../components/ProjectCard';
import type { RouteProps } from '../router';
import { useLstList } from '../useLstList';
import { apyReading, usePoolApys } from '../usePoolApys';

/** What a staker reads when the project list does not load. */
export const LIST_FAILED = 'The projects could not be loaded. Check your connection and try again.';

/** Cards rendered at once; more on request, so a list of any size renders fast. */
export const PAGE_SIZE = 48;

const projectsWord = (count: number) => `project${count === 1 ? '' : 's'}`;

/**
 * What the count under 'View more projects' counts, named: the cards below it, and, when two are
 * featured above them, every project the page shows.
 */
function listedCount(listed: number, searching: boolean, inAll: number | null): string {
  if (searching) return `${listed} matching ${projectsWord(listed)}`;
  if (inAll !== null) return `${listed} more ${projectsWord(listed)} · ${inAll} in all`;
  return `${listed} ${projectsWord(listed)}`;
}

export function ExplorePage(_: RouteProps) {
  const lsts = useLstList();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);
  const deferredQuery = useDeferredValue(query);
  const list = lsts.status === 'ready' ? lsts.list : null;
  // The spec: on failure the list is empty. The random pick is made once per loaded list.
  const projects = useMemo(() => (list ? explorableProjects(list) : []), [list]);
  const { featured, rest } = useMemo(() => pickFeatured(projects), [projects]);
  const searching = deferredQuery.trim() !== '';
  const listed = useMemo(
    () => (searching ? projects.filter((entry) => matchesSearch(entry, deferredQuery)) : rest),
    [searching, projects, rest, deferredQuery],
  );
  const cards = useMemo(() => listed.slice(0, shown), [listed, shown]);
  // The shown cards' pools, read once the cards are on screen.
  const shownEntries = useMemo(() => (searching ? cards : [...featured, ...cards]), [searching, featured, cards]);
  const apys = usePoolApys(shownEntries);

  return (
    <div className="page">
      <h1 className="page__title">Choose a project to support</h1>
      {lsts.status === 'loading' ? (
        <p role="status">Loading projects...</p>
      ) : lsts.status === 'failed' ? (
        // The spec's 'Failed to fetch LSTs' is logged (widget/api/lstList.ts); a staker gets words and a retry.
        <div className="notice notice--error" role="alert">
          <p>{LIST_FAILED}</p>
          <button type="button" className="button button--secondary" onClick={lsts.retry}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <div className="search">
            <label className="search__label" htmlFor="project-search">
              Search projects
            </label>
            <input
              id="project-search"
              className="search__input"
              type="search"
              placeholder="Name, symbol or category"
              autoComplete="off"
              value={query}
              onInput={(event) => {
                setQuery(event.currentTarget.value);
                setShown(PAGE_SIZE);
              }}
            />
          </div>
          {!searching && featured.length > 0 && (
            <section aria-labelledby="featured-title">
              <h2 className="visually-hidden" id="featured-title">
                Featured projects
              </h2>
              <div className="featured-grid">
                {featured.map((entry) => (
                  <FeaturedCard key={entry.mint} project={projectView(entry)} apy={apyReading(apys, entry)} />
                ))}
              </div>
            </section>
          )}
          <section aria-labelledby="more-title">
            <h2 className="section__title" id="more-title">
              {searching ? 'Matching projects' : 'View more projects'}
            </h2>
            <p className="muted" role="status">
              {listed.length === 0
                ? searching
                  ? `No project matches \u201c${deferredQuery.trim()}\u201d.`
                  : projects.length === 0
                    ? 'No projects to show right now.'
                    : 'No more projects.'
                : listedCount(listed.length, searching, featured.length > 0 ? projects.length : null)}
            </p>
            <div className="project-grid">
              {cards.map((entry) => (
                <ProjectCard key={entry.mint} project={projectView(entry)} apy={apyReading(apys, entry)} />
              ))}
            </div>
            {listed.length > shown && (
              <button type="button" className="button button--secondary more" onClick={() => setShown(shown + PAGE_SIZE)}>
                Show more projects
              </button>
            )}
          </section>
        </>
      )}
    </div>
  );
}
