import type { ReactNode } from 'react';
import type { ManagedPool } from '../../../widget/manage/types';
import type { PoolActionHandlers } from './PoolActionPanel';

/** What each of the page's sections that starts an action gets: the pool, whether a run holds the page, and its own action's panel. */
export interface PoolSectionProps {
  pool: ManagedPool;
  /** An action is being planned or run: no other starts meanwhile. */
  busy: boolean;
  handlers: PoolActionHandlers;
  /** This section's action, planned or running (it stands in for the section's own controls); null when none. */
  panel: ReactNode;
}

/** One of "Your pool"'s panels, named by its heading. */
export function PoolSection({ id, title, due, children }: { id: string; title: ReactNode; due?: boolean; children: ReactNode }) {
  return (
    <section className={`panel pool-section${due ? ' pool-section--due' : ''}`} aria-labelledby={id}>
      <h2 className="panel__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
